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
  await throwIfTooFast(input.uid, COLLECTIONS.answers);
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp } = sdk;
  const ref = doc(collection(db, COLLECTIONS.answers));
  const screenshotUrl = uploadScreenshot
    ? await uploadScreenshot(imagePath(IMAGE_FOLDERS.answer, input.uid, ref.id))
    : '';
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
        screenshotUrl,
      },
      serverTimestamp(),
    ),
  );
  return ref.id;
}
