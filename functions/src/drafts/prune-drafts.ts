import { adminQuery, COLLECTIONS, MAX_DRAFTS_PER_ACCOUNT } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';

/**
 * How many drafts beyond the limit one run deletes at most. A new draft is one more, so one
 * run brings an account back to the limit; a larger excess (a limit lowered) shrinks by this
 * much per new draft, so no run costs more than MAX_DRAFTS_PER_ACCOUNT + PRUNE_BATCH reads.
 */
const PRUNE_BATCH = 10;

/** The ids to delete from ids ordered newest first: all but the first `keep`. */
export function draftsBeyondLimit(idsNewestFirst: readonly string[], keep: number): string[] {
  return idsNewestFirst.slice(keep);
}

/**
 * Keeps the MAX_DRAFTS_PER_ACCOUNT most recently written drafts of `uid` and deletes older ones
 * (the rules cannot count). Idempotent: a rerun finds nothing beyond the limit, and deleting an
 * already deleted draft is a no-op. Returns how many it deleted.
 */
export async function pruneDrafts(db: Firestore, uid: string): Promise<number> {
  const user = db.collection(COLLECTIONS.users).doc(uid);
  const drafts = user.collection(COLLECTIONS.drafts);
  const newestFirst = await adminQuery(user, 'drafts.newest')
    .select()
    .limit(MAX_DRAFTS_PER_ACCOUNT + PRUNE_BATCH)
    .get();
  const excess = draftsBeyondLimit(
    newestFirst.docs.map((doc) => doc.id),
    MAX_DRAFTS_PER_ACCOUNT,
  );
  if (excess.length === 0) return 0;
  const batch = db.batch();
  for (const id of excess) batch.delete(drafts.doc(id));
  await batch.commit();
  return excess.length;
}
