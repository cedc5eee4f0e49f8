import type { AnswerView, CommentPostKind, QuestionView } from '@queryhub/model';
import type { PostCommentsProps } from './components/post-comments';

/** While the question is not there (yet): nobody is its asker. */
export const NO_ASKER = { uid: '', userName: '' } as const;

/** The props of <PostComments> for a question or an answer on the question page. */
export function commentsOn(
  kind: CommentPostKind,
  post: QuestionView | AnswerView,
  asker: { uid: string; userName: string },
): PostCommentsProps {
  return {
    kind,
    postId: post.id,
    questionId: 'questionId' in post ? post.questionId : post.id,
    postAuthorUid: post.uid,
    postAuthorName: post.userName,
    askerUid: asker.uid,
    askerName: asker.userName,
  };
}
