import { BADGES, COLLECTIONS, readMemberBadgesDoc } from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { runTransactionWithRetry } from '../shared/retry-contended';

/**
 * Takes a deleted member's awards off the badges' counts: each badge they held loses one holder
 * and their number of awards of it, and `MemberBadges/{uid}` goes in the same transaction, so a
 * second run (the deletion is safe to repeat) finds nothing to take off. Awards written after
 * the account's tombstone are refused (awardBadge), so the counts cannot miss one.
 */
export async function removeMemberBadgeCounts(db: Firestore, uid: string): Promise<boolean> {
  const memberRef = db.collection(COLLECTIONS.memberBadges).doc(uid);
  return runTransactionWithRetry(db, async (transaction) => {
    const member = await transaction.get(memberRef);
    if (!member.exists) return false;
    const counts = readMemberBadgesDoc(member.data() ?? {}).Counts;
    for (const badge of BADGES) {
      const count = counts[badge.slug] ?? 0;
      if (count <= 0) continue;
      transaction.set(
        db.collection(COLLECTIONS.badges).doc(badge.slug),
        {
          Holders: FieldValue.increment(-1),
          Awarded: FieldValue.increment(-count),
          UpdatedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
    }
    transaction.delete(memberRef);
    return true;
  });
}
