import { COLLECTIONS } from '@queryhub/model';
import type { PostCollection } from '@/config/paths';
import { loadFirestore } from '@/lib/firebase';

/**
 * Deletes the author's answer, or question without answers (the rules check both). The delete
 * triggers bring the counters down and remove revisions and screenshot files.
 */
export async function deletePost(kind: PostCollection, id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, kind, id));
}

/** Closes the author's question that has answers: it then takes no new answers. */
export async function closeQuestion(id: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, COLLECTIONS.questions, id), { Closed: true });
}
