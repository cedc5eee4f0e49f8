import type { PostCollection } from '@/config/paths';
import { loadFirestore } from '@/lib/firebase';

/** The rules' limits on a post's text (as when it was created). */
export const MAX_TEXT_LENGTH: Record<PostCollection, number> = {
  Questions: 1000,
  Answers: 10000,
};

export const TEXT_FIELD: Record<PostCollection, 'Question' | 'Answer'> = {
  Questions: 'Question',
  Answers: 'Answer',
};

/**
 * Writes the new text, the only field an author may change. The update trigger then records
 * the revision and recomputes Keywords, Html and EditedAt.
 */
export async function editPostText(kind: PostCollection, id: string, text: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.updateDoc(sdk.doc(db, kind, id), { [TEXT_FIELD[kind]]: text });
}
