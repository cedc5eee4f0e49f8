// What holding a post for review writes, beside the post's own Hidden and AwaitingReview: the
// PostTombstones entry every hidden post has, and its ModerationQueue entry naming the reasons.
import {
  COLLECTIONS,
  moderationQueueId,
  postQuestionId,
  postText,
  type PostDoc,
  type PostKind,
  type ReadTime,
  type SpamReason,
} from '@queryhub/model';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { queueEntryFields } from './flag-fields';
import { tombstoneFields, tombstoneRef } from './tombstones';

/** The post fields of a held post. */
export const HELD_POST_FIELDS = { Hidden: true, AwaitingReview: true } as const;

export function holdForReview(
  db: Firestore,
  transaction: Transaction,
  kind: PostKind,
  postId: string,
  post: PostDoc<ReadTime>,
  reasons: readonly SpamReason[],
): void {
  transaction.set(tombstoneRef(db, postId), tombstoneFields(kind, 'hidden'));
  const item = {
    questionId: postQuestionId(kind, postId, post),
    catId: post.CatID,
    authorUid: post.uid,
    text: postText(kind, post),
    flagCount: 0,
    hidden: true,
    awaitingReview: true,
  };
  transaction.set(
    db.collection(COLLECTIONS.moderationQueue).doc(moderationQueueId(kind, postId)),
    {
      ...queueEntryFields(kind, postId, item),
      FlagCount: 0,
      Reasons: {},
      HeldFor: [...reasons],
      Hidden: true,
      LastFlaggedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}
