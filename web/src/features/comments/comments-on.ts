import type { AnswerView, CommentPostKind, QuestionView } from '@queryhub/model';
import type { PostCommentsProps } from './components/post-comments';

/** The props of <PostComments> for a question or an answer on the question page. */
export function commentsOn(
  kind: CommentPostKind,
  post: QuestionView | AnswerView,
  askerUid: string,
): PostCommentsProps {
  return {
    kind,
    postId: post.id,
    questionId: 'questionId' in post ? post.questionId : post.id,
    postAuthorUid: post.uid,
    postAuthorName: post.userName,
    askerUid,
  };
}
