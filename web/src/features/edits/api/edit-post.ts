import { EDIT_STAMP, TEXT_LIMITS } from '@queryhub/model';
import type { PostCollection } from '@/config/paths';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';

/** The rules' limits on a post's text (as when it was created). */
export const MAX_TEXT_LENGTH: Record<PostCollection, number> = {
  Questions: TEXT_LIMITS.question.max,
  Answers: TEXT_LIMITS.answer.max,
};

export const TEXT_FIELD: Record<PostCollection, 'Question' | 'Answer'> = {
  Questions: 'Question',
  Answers: 'Answer',
};

/**
 * Writes the new text, the only field an author may change, with the author's edit rate stamp
 * (a TooFastError when the rules refuse it as less than EDIT_GAP_SECONDS after the last edit). The update trigger then
 * records the revision and recomputes Keywords, Html and EditedAt.
 */
export async function editPostText(
  uid: string,
  kind: PostCollection,
  id: string,
  text: string,
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(db, kind, id);
  await commitWithStamp(uid, EDIT_STAMP, id, (batch) =>
    batch.update(ref, { [TEXT_FIELD[kind]]: text }),
  );
}
