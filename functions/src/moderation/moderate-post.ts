import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, moderationQueueId, type FlaggableKind } from '@queryhub/model';
import { queueEntryFields } from './flag-fields';
import { flaggedRef, readFlaggedSnapshot } from './flagged-item';
import { tombstoneFields, tombstoneRef } from './tombstones';

export const MODERATION_ACTIONS = ['hide', 'restore', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export interface ModerationResult {
  /** Whether the post existed. */
  found: boolean;
  /** Posts deleted here (1 or 0); a question's answers follow through its delete trigger. */
  deleted: number;
  /** Approving a post held for review: the notifications it had held back, now sent. */
  released?: number;
}

/**
 * An admin's decision on a post. hide: Hidden true (and a PostTombstones entry), kept in the
 * queue until restored or deleted. restore: visible again, FlagCount back to 0 (new flags count
 * afresh), tombstone removed, out of the queue; for a post held for review it is the approval, and
 * the notifications held back go out (release-held-post.ts). delete: a tombstone, then the post goes, and its delete trigger does what follows an author's delete
 * (a question's answers, the counters, the queue entries). Repeating a decision changes nothing more.
 */
export async function moderatePost(
  db: Firestore,
  action: ModerationAction,
  postType: FlaggableKind,
  postId: string,
): Promise<ModerationResult> {
  const ref = flaggedRef(db, postType, postId);
  const queueRef = db
    .collection(COLLECTIONS.moderationQueue)
    .doc(moderationQueueId(postType, postId));
  const post = readFlaggedSnapshot(postType, postId, await ref.get());
  if (!post) {
    await queueRef.delete();
    return { found: false, deleted: 0 };
  }
  if (action === 'hide') {
    await ref.update({ Hidden: true });
    await tombstoneRef(db, postId).set(tombstoneFields(postType, 'hidden'));
    // An admin may hide a post nobody flagged: the queue then lists it for a later restore.
    const queued = await queueRef.get();
    await queueRef.set(
      {
        ...queueEntryFields(postType, postId, post),
        Hidden: true,
        ...(queued.exists ? {} : { FlagCount: 0, LastFlaggedAt: FieldValue.serverTimestamp() }),
      },
      { merge: true },
    );
    return { found: true, deleted: 0 };
  }
  if (action === 'restore') {
    // Restoring a post held for review approves it: AwaitingReview false, reviewed no more.
    const approval = post.awaitingReview ? { AwaitingReview: false } : {};
    await ref.update({ Hidden: false, FlagCount: 0, ...approval });
    // Visible again: its author may delete it and post again like any author.
    await tombstoneRef(db, postId).delete();
    await queueRef.delete();
    if (!post.awaitingReview || postType === 'comment') return { found: true, deleted: 0 };
    // The notifiers stayed silent while it was held; approved, it is told as if just posted.
    const { releaseHeldPost } = await import('./release-held-post.js');
    return { found: true, deleted: 0, released: await releaseHeldPost(db, postType, postId) };
  }
  // The same cascade as an author's delete: the post dispatchers' delete handlers take the
  // counters down once, and remove a question's answers, the revisions, the screenshot files
  // and the queue entries (docs/data-model.md, "Deleting a post").
  // The tombstone first: from then on the id cannot be posted again.
  await tombstoneRef(db, postId).set(tombstoneFields(postType, 'deleted'));
  await ref.delete();
  await queueRef.delete();
  return { found: true, deleted: 1 };
}
