import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type PostTombstoneDoc, type FlaggableKind } from '@queryhub/model';

/**
 * `PostTombstones/{postId}`: once a post is hidden or deleted by an admin, its id is never used
 * again (firestore.rules refuses the create), so deleting and re-posting it cannot undo the
 * moderation at the same URL.
 */
export function tombstoneRef(db: Firestore, postId: string) {
  return db.collection(COLLECTIONS.postTombstones).doc(postId);
}

export function tombstoneFields(
  postType: FlaggableKind,
  reason: PostTombstoneDoc<unknown>['Reason'],
): PostTombstoneDoc<FieldValue> {
  return { PostType: postType, Reason: reason, at: FieldValue.serverTimestamp() };
}
