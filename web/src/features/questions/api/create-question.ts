import { imagePath } from '@/features/images';
import { loadFirestore } from '@/lib/firebase';
import { createPostWithStamp, throwIfTooFast } from '@/lib/rate-limits';

export const QUESTION_MAX_LENGTH = 1000;

export interface CreateQuestionInput {
  question: string;
  /** The category's Subject. */
  category: string;
  catId: string;
  uid: string;
}

/** Uploads a screenshot to the given Storage path and resolves to its download URL. */
export type UploadScreenshot = (storagePath: string) => Promise<string>;

/**
 * Writes the raw question (its id chosen first so the screenshot can be stored under it).
 * Keywords, UserName and the screenshot variants are added by Cloud Functions.
 */
export async function createQuestion(
  input: CreateQuestionInput,
  uploadScreenshot?: UploadScreenshot,
): Promise<string> {
  await throwIfTooFast(input.uid, 'Questions');
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp } = sdk;
  const ref = doc(collection(db, 'Questions'));
  const screenshotUrl = uploadScreenshot
    ? await uploadScreenshot(imagePath("Question's_Screenshot", input.uid, ref.id))
    : '';
  await createPostWithStamp(input.uid, 'Questions', ref, {
    id: ref.id,
    Question: input.question,
    Category: input.category,
    CatID: input.catId,
    uid: input.uid,
    date: serverTimestamp(),
    QuestionScreenShot: screenshotUrl,
  });
  return ref.id;
}
