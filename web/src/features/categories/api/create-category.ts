import { loadFirestore } from '@/lib/firebase';
import { createPostWithStamp } from '@/lib/rate-limits';

export const SUBJECT_MAX_LENGTH = 60;

export interface CreateCategoryInput {
  subject: string;
  uid: string;
}

/** Writes the raw category (with the rate stamp); `onCategoryCreated` adds the author's name. */
export async function createCategory({ subject, uid }: CreateCategoryInput): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp } = sdk;
  const ref = doc(collection(db, 'Categories'));
  await createPostWithStamp(uid, 'Categories', ref, {
    id: ref.id,
    Subject: subject,
    uid,
    date: serverTimestamp(),
  });
  return ref.id;
}
