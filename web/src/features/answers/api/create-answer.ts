import { COLLECTIONS, IMAGE_FOLDERS, TEXT_LIMITS, newAnswer } from '@queryhub/model';
import { imagePath } from '@/features/images';
import { newDocuments } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';
import { createPostWithStamp, throwIfTooFast } from '@/lib/rate-limits';

export const ANSWER_MAX_LENGTH = TEXT_LIMITS.answer.max;

export interface CreateAnswerInput {
  answer: string;
  /** The question's text. */
  question: string;
  questionId: string;
  catId: string;
  uid: string;
}

/** Uploads the screenshot to the Storage path the new document names. */
export type UploadScreenshot = (storagePath: string) => Promise<void>;

/**
 * Writes the raw answer, naming its screenshot's Storage object when there is one, then uploads
 * the screenshot there.
 * Keywords, UserName, the screenshot variants and the question's AnswerCount come from Cloud Functions.
 */
export async function createAnswer(
  input: CreateAnswerInput,
  uploadScreenshot?: UploadScreenshot,
): Promise<string> {
  await throwIfTooFast(input.uid, COLLECTIONS.answers);
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp } = sdk;
  const ref = doc(collection(db, COLLECTIONS.answers));
  // The document names its screenshot's object first: the Storage rules admit only an upload
  // its document names, and the image function then always finds the document.
  const screenshotPath = uploadScreenshot ? imagePath(IMAGE_FOLDERS.answer, input.uid, ref.id) : '';
  await createPostWithStamp(
    input.uid,
    COLLECTIONS.answers,
    ref.withConverter(newDocuments.answers),
    newAnswer(
      {
        id: ref.id,
        answer: input.answer,
        question: { id: input.questionId, question: input.question, catId: input.catId },
        uid: input.uid,
        screenshotUrl: screenshotPath,
      },
      serverTimestamp(),
    ),
  );
  if (uploadScreenshot) await uploadScreenshot(screenshotPath);
  return ref.id;
}
