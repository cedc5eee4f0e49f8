import { imagePath } from '@/features/images';
import { loadFirestore } from '@/lib/firebase';

export const ANSWER_MAX_LENGTH = 10000;

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
 * the screenshot (the Storage rules admit only an upload its document names).
 * Keywords, UserName, the screenshot variants and the question's AnswerCount come from Cloud Functions.
 */
export async function createAnswer(
  input: CreateAnswerInput,
  uploadScreenshot?: UploadScreenshot,
): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp, setDoc } = sdk;
  const ref = doc(collection(db, 'Answers'));
  const screenshotPath = uploadScreenshot
    ? imagePath("Answer's_Screenshot", input.uid, ref.id)
    : '';
  await setDoc(ref, {
    id: ref.id,
    Answer: input.answer,
    Question: input.question,
    QuestionID: input.questionId,
    CatID: input.catId,
    uid: input.uid,
    date: serverTimestamp(),
    AnswerScreenShot: screenshotPath,
  });
  if (uploadScreenshot) await uploadScreenshot(screenshotPath);
  return ref.id;
}
