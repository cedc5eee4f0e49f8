// Writes badge awards: each one at most once (create-if-absent on its deterministic id), with the
// badge's counts, the member's counts and the member's inbox item in the same transaction.
import {
  COLLECTIONS,
  awardId,
  badgeBySlug,
  notificationId,
  readMemberBadgesDoc,
  type DueAward,
} from '@queryhub/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { queueUnreadAlerts } from '../mail/alert-queue';
import type { AlertScheduler } from '../mail/unread-alerts';
import { readSnapshot } from '../shared/documents';
import { runTransactionWithRetry } from '../shared/retry-contended';

/** The inbox item of an award (docs/data-model.md, Notifications): the badge, no question. */
export function badgeNotificationFields(name: string, slug: string) {
  return {
    Type: 'badge' as const,
    QuestionID: '',
    CatID: '',
    // The inbox and the mails show `Question` as the item's text; for a badge, its name.
    Question: name,
    PostID: slug,
    ActorUid: '',
    ActorName: '',
    Read: false,
  };
}

/**
 * Awards one badge unless the award exists already (a redelivered event, a recompute, or a
 * one-time badge earned before) or the account is deleted. Returns whether it was awarded.
 * Contends only with other awards to the same member (their MemberBadges document).
 */
export async function awardBadge(db: Firestore, award: DueAward): Promise<boolean> {
  const badge = badgeBySlug(award.slug);
  if (!badge || !award.uid) return false;
  const id = awardId(award);
  const awardRef = db.collection(COLLECTIONS.awards).doc(id);
  if ((await awardRef.get()).exists) return false;
  const profile = readSnapshot(
    'profiles',
    await db.collection(COLLECTIONS.profiles).doc(award.uid).get(),
  );
  const memberRef = db.collection(COLLECTIONS.memberBadges).doc(award.uid);
  const tombstoneRef = db.collection(COLLECTIONS.deletedAccounts).doc(award.uid);
  const inboxRef = db
    .collection(COLLECTIONS.users)
    .doc(award.uid)
    .collection(COLLECTIONS.notifications)
    .doc(notificationId('badge', id));
  return runTransactionWithRetry(db, async (transaction) => {
    const [existing, member, tombstone] = [
      await transaction.get(awardRef),
      await transaction.get(memberRef),
      await transaction.get(tombstoneRef),
    ];
    if (existing.exists || tombstone.exists) return false;
    const heldBefore = (readMemberBadgesDoc(member.data() ?? {}).Counts[badge.slug] ?? 0) > 0;
    transaction.create(awardRef, {
      uid: award.uid,
      UserName: profile?.UserName ?? '',
      Badge: badge.slug,
      Tier: badge.tier,
      PostID: award.postId,
      date: FieldValue.serverTimestamp(),
    });
    transaction.set(
      memberRef,
      { Counts: { [badge.slug]: FieldValue.increment(1) } },
      { merge: true },
    );
    transaction.set(
      db.collection(COLLECTIONS.badges).doc(badge.slug),
      {
        Name: badge.name,
        Tier: badge.tier,
        Awarded: FieldValue.increment(1),
        Holders: FieldValue.increment(heldBefore ? 0 : 1),
        UpdatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    transaction.set(inboxRef, {
      ...badgeNotificationFields(badge.name, badge.slug),
      date: FieldValue.serverTimestamp(),
    });
    return true;
  });
}

/**
 * Awards each due badge (usually none or one per event: bounded by the rules' output) and
 * queues the e-mail alert of each new inbox item, which the member's mail preferences govern.
 * Returns how many were awarded.
 */
export async function awardBadges(
  db: Firestore,
  awards: readonly DueAward[],
  alerts: AlertScheduler = queueUnreadAlerts,
): Promise<number> {
  let awarded = 0;
  for (const award of awards) {
    if (!(await awardBadge(db, award))) continue;
    awarded += 1;
    await alerts([award.uid], notificationId('badge', awardId(award)));
  }
  return awarded;
}
