import { EDIT_STAMP, POST_TEXT_FIELDS, postCollection, type PostKind } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';

/**
 * Writes the new text, the only field an author may change, with the author's edit rate stamp
 * (a TooFastError when the rules refuse it as less than EDIT_GAP_SECONDS after the last edit). The update trigger then
 * records the revision and recomputes Keywords, Html and EditedAt.
 */
export async function editPostText(
  uid: string,
  kind: PostKind,
  id: string,
  text: string,
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(db, postCollection(kind), id);
  await commitWithStamp(uid, EDIT_STAMP, id, (batch) =>
    batch.update(ref, { [POST_TEXT_FIELDS[kind]]: text }),
  );
}
