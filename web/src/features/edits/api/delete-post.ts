import { postCollection, type PostKind } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';

/**
 * Deletes the author's answer, or question without answers (the rules check both). The delete
 * triggers bring the counters down and remove revisions and screenshot files.
 */
export async function deletePost(kind: PostKind, id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, postCollection(kind), id));
}
