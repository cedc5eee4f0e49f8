// The comments a server-rendered question page shows under the question and its first answers,
// under the keys the browser's comment subscriptions use (dataKeys.postComments), so the page
// hydrates with them and the live listeners take over.
import type { Firestore } from 'firebase-admin/firestore';
import { dataKeys } from '@queryhub/web/server';
import {
  adminQuery,
  COMMENTS_PER_POST,
  sortComments,
  toCommentView,
  type CommentView,
} from '@queryhub/model';

/**
 * The most comments one page reads: COMMENTS_PER_POST for the question and each of the first
 * page's answers would be 1050; a page this busy shows the oldest, the browser reads the rest.
 */
const MAX_PAGE_COMMENTS = 500;

/** Groups a question's comments by post: oldest first, hidden ones left out, each post capped. */
export function commentsByPost(
  comments: readonly CommentView[],
  postIds: readonly string[],
): Record<string, CommentView[]> {
  const groups: Record<string, CommentView[]> = {};
  for (const id of postIds) groups[dataKeys.postComments(id)] = [];
  for (const comment of sortComments(comments)) {
    const group = groups[dataKeys.postComments(comment.postId)];
    if (group && !comment.hidden && group.length < COMMENTS_PER_POST) group.push(comment);
  }
  return groups;
}

/** One query for the whole page: the question's comments, oldest first. */
export async function loadPostComments(
  store: Firestore,
  questionId: string,
  postIds: readonly string[],
): Promise<Record<string, CommentView[]>> {
  if (postIds.length === 0) return {};
  const snapshot = await adminQuery(store, 'comments.ofQuestion.oldest', questionId)
    .limit(MAX_PAGE_COMMENTS)
    .get();
  const views = snapshot.docs.map((doc) => toCommentView(doc.id, doc.data()));
  return commentsByPost(views, postIds);
}
