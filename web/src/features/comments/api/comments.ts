// Comments/{id} of one post, live, oldest first; adding (with the Comments rate stamp, as the
// rules require) and deleting one's own.
import {
  COLLECTIONS,
  COMMENT_STAMP,
  COMMENTS_PER_POST,
  newComment,
  sortComments,
  toCommentView,
  type CommentView,
  type PostRef,
} from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { dataKeys } from '@/lib/data-keys';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';
import { useSubscription, type Subscribe, type SubscriptionState } from '@/lib/subscription';

function subscribeToPostComments(postId: string): Subscribe<CommentView[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { limit, onSnapshot, query } = sdk;
    const comments = query(
      catalogueQuery(sdk, db, 'comments.ofPost.oldest', postId),
      limit(COMMENTS_PER_POST),
    );
    return onSnapshot(
      comments,
      (snapshot) => {
        const views = snapshot.docs.map((doc) => toCommentView(doc.id, doc.data()));
        onData(sortComments(views.filter((comment) => !comment.hidden)));
      },
      onError,
    );
  };
}

/** A post's comments, oldest first, live (hidden ones left out). */
export function usePostComments(postId: string): SubscriptionState<CommentView[]> {
  return useSubscription(dataKeys.postComments(postId), subscribeToPostComments(postId));
}

/**
 * Adds a comment under `post` with the author's `Comments` stamp naming it, in one batch
 * (commitWithStamp); a comment sooner than the gap is refused by the rules and reported as
 * TooFastError.
 */
export async function addComment(uid: string, post: PostRef, text: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(sdk.collection(db, COLLECTIONS.comments));
  await commitWithStamp(uid, COMMENT_STAMP, ref.id, (batch) => {
    batch.set(ref, newComment({ id: ref.id, text: text.trim(), post, uid }, sdk.serverTimestamp()));
  });
}

export async function deleteComment(commentId: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTIONS.comments, commentId));
}
