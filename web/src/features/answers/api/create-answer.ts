import { COLLECTIONS, IMAGE_FOLDERS, TEXT_LIMITS, newAnswer } from '@queryhub/model';
import { imagePath } from '@/features/images';
import { newDocuments } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';

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
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp, setDoc } = sdk;
  const ref = doc(collection(db, COLLECTIONS.answers));
  const screenshotUrl = uploadScreenshot
    ? await uploadScreenshot(imagePath(IMAGE_FOLDERS.answer, input.uid, ref.id))
    : '';
  await setDoc(
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
