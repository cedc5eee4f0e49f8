import { COLLECTIONS, newCategory } from '@queryhub/model';
import { newDocuments } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';

export interface CreateCategoryInput {
  subject: string;
  uid: string;
}

/** Writes the raw category (with the rate stamp); `onCategoryCreated` adds the author's name. */
export async function createCategory({ subject, uid }: CreateCategoryInput): Promise<string> {
  const { db, sdk } = await loadFirestore();
  const { collection, doc, serverTimestamp } = sdk;
  const ref = doc(collection(db, COLLECTIONS.categories));
  const category = newCategory({ id: ref.id, subject, uid }, serverTimestamp());
  await commitWithStamp(uid, COLLECTIONS.categories, ref.id, (batch) =>
    batch.set(ref.withConverter(newDocuments.categories), category),
  );
  return ref.id;
}
