import { COLLECTIONS, IMAGE_FOLDERS, TEXT_LIMITS, newQuestion } from '@queryhub/model';
import { imagePath } from '@/features/images';
import { newDocuments } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';
import { createPostWithStamp, throwIfTooFast } from '@/lib/rate-limits';

export const QUESTION_MAX_LENGTH = TEXT_LIMITS.question.max;

export interface CreateQuestionInput {
  question: string;
  /** The category's Subject. */
  category: string;
  catId: string;
  uid: string;
  /** 1–5 tags, already checked with tagListProblem. */
  tags: readonly string[];
}

/** Uploads the screenshot to the Storage path the new document names. */
export type UploadScreenshot = (storagePath: string) => Promise<void>;

/**
 * Writes the raw question, naming its screenshot's Storage object when there is one, then uploads
 * the screenshot there.
 * Keywords, UserName and the screenshot variants are added by Cloud Functions.
 */
export async function createQuestion(
  input: CreateQuestionInput,
  uploadScreenshot?: UploadScreenshot,
): Promise<string> {
  await throwIfTooFast(input.uid, COLLECTIONS.questions);
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp } = sdk;
  const ref = doc(collection(db, COLLECTIONS.questions));
  // The document names its screenshot's object first: the Storage rules admit only an upload
  // its document names, and the image function then always finds the document.
  const screenshotPath = uploadScreenshot
    ? imagePath(IMAGE_FOLDERS.question, input.uid, ref.id)
    : '';
  await createPostWithStamp(
    input.uid,
    COLLECTIONS.questions,
    ref.withConverter(newDocuments.questions),
    newQuestion(
      {
        id: ref.id,
        question: input.question,
        category: { id: input.catId, subject: input.category },
        uid: input.uid,
        screenshotUrl: screenshotPath,
        tags: input.tags,
      },
      serverTimestamp(),
    ),
  );
  if (uploadScreenshot) await uploadScreenshot(screenshotPath);
  return ref.id;
}
