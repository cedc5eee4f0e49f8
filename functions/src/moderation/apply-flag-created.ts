import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, moderationQueueId } from '@queryhub/model';
import { readSnapshot } from '../shared/documents';
import { runOncePerEvent } from '../shared/idempotency';
import { queueEntryFields, shouldHide } from './flag-fields';
import { flaggedRef, readFlaggedSnapshot } from './flagged-item';
import { tombstoneFields, tombstoneRef } from './tombstones';

/**
 * A new flag, once per event: the post's FlagCount goes up, its ModerationQueue entry records
 * the reason, and the post is hidden (with its PostTombstones entry) when the count reaches
 * FLAGS_TO_HIDE. Returns whether it ran.
 */
export async function applyFlagCreated(
  db: Firestore,
  flagId: string,
  eventId: string,
): Promise<boolean> {
  const flagRef = db.collection(COLLECTIONS.flags).doc(flagId);
  return runOncePerEvent(
    db,
    eventId,
    { trigger: 'on-flag-created', path: flagRef.path },
    async (transaction) => {
      const flag = readSnapshot('flags', await transaction.get(flagRef));
      if (!flag || flag.PostID === '') return;
      const reason = flag.Reason;
      const ref = flaggedRef(db, flag.PostType, flag.PostID);
      const post = readFlaggedSnapshot(flag.PostType, flag.PostID, await transaction.get(ref));
      if (!post) return;
      const flagCount = post.flagCount + 1;
      const hide = shouldHide(flagCount, post.hidden);
      const hidden = hide || post.hidden;
      transaction.update(ref, { FlagCount: flagCount, ...(hide ? { Hidden: true } : {}) });
      // A hidden post's id is retired: deleting and re-posting it cannot bring it back.
      if (hide) {
        transaction.set(tombstoneRef(db, flag.PostID), tombstoneFields(flag.PostType, 'hidden'));
      }
      transaction.set(
        db
          .collection(COLLECTIONS.moderationQueue)
          .doc(moderationQueueId(flag.PostType, flag.PostID)),
        {
          ...queueEntryFields(flag.PostType, flag.PostID, post),
          FlagCount: flagCount,
          Reasons: { [reason]: FieldValue.increment(1) },
          Hidden: hidden,
          LastFlaggedAt: FieldValue.serverTimestamp(),
        },
        { merge: true },
      );
    },
  );
}
