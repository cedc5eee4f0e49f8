import { imagePath } from '@/features/images';
import { loadFirestore } from '@/lib/firebase';

export const QUESTION_MAX_LENGTH = 1000;

export interface CreateQuestionInput {
  question: string;
  /** The category's Subject. */
  category: string;
  catId: string;
  uid: string;
}

/** Uploads the screenshot to the Storage path the new document names. */
export type UploadScreenshot = (storagePath: string) => Promise<void>;

/**
 * Writes the raw question, naming its screenshot's Storage object when there is one, then uploads
 * the screenshot (the Storage rules admit only an upload its document names).
 * Keywords, UserName and the screenshot variants are added by Cloud Functions.
 */
export async function createQuestion(
  input: CreateQuestionInput,
  uploadScreenshot?: UploadScreenshot,
): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp, setDoc } = sdk;
  const ref = doc(collection(db, 'Questions'));
  const screenshotPath = uploadScreenshot
    ? imagePath("Question's_Screenshot", input.uid, ref.id)
    : '';
  await setDoc(ref, {
    id: ref.id,
    Question: input.question,
    Category: input.category,
    CatID: input.catId,
    uid: input.uid,
    date: serverTimestamp(),
    QuestionScreenShot: screenshotPath,
  });
  if (uploadScreenshot) await uploadScreenshot(screenshotPath);
  return ref.id;
}
