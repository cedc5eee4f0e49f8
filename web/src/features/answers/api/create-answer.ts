import { imagePath } from '@/features/images';
import { loadFirestore } from '@/lib/firebase';
import { createPostWithStamp, throwIfTooFast } from '@/lib/rate-limits';

export const ANSWER_MAX_LENGTH = 10000;

export interface CreateAnswerInput {
  answer: string;
  /** The question's text. */
  question: string;
  questionId: string;
  catId: string;
  uid: string;
}

/** Uploads a screenshot to the given Storage path and resolves to its download URL. */
export type UploadScreenshot = (storagePath: string) => Promise<string>;

/**
 * Writes the raw answer (its id chosen first so the screenshot can be stored under it).
 * Keywords, UserName, the screenshot variants and the question's AnswerCount come from Cloud Functions.
 */
export async function createAnswer(
  input: CreateAnswerInput,
  uploadScreenshot?: UploadScreenshot,
): Promise<string> {
  await throwIfTooFast(input.uid, 'Answers');
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp } = sdk;
  const ref = doc(collection(db, 'Answers'));
  const screenshotUrl = uploadScreenshot
    ? await uploadScreenshot(imagePath("Answer's_Screenshot", input.uid, ref.id))
    : '';
  await createPostWithStamp(input.uid, 'Answers', ref, {
    id: ref.id,
    Answer: input.answer,
    Question: input.question,
    QuestionID: input.questionId,
    CatID: input.catId,
    uid: input.uid,
    date: serverTimestamp(),
    AnswerScreenShot: screenshotUrl,
  });
  return ref.id;
}
