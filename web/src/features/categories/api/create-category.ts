import { COLLECTIONS, newCategory } from '@queryhub/model';
import { newDocuments } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';
import { createPostWithStamp } from '@/lib/rate-limits';

export interface CreateCategoryInput {
  subject: string;
  uid: string;
}

/** Writes the raw category (with the rate stamp); `onCategoryCreated` adds the author's name. */
export async function createCategory({ subject, uid }: CreateCategoryInput): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp } = sdk;
  const ref = doc(collection(db, COLLECTIONS.categories));
  await createPostWithStamp(
    uid,
    COLLECTIONS.categories,
    ref.withConverter(newDocuments.categories),
    newCategory({ id: ref.id, subject, uid }, serverTimestamp()),
  );
  return ref.id;
}
