import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { CloseControls, DuplicateSearchContext } from '@/features/close';
import { NO_ASKER, PostComments } from '@/features/comments';
import { PostEditLinks } from '@/features/edits';
import { FollowButton } from '@/features/follows';
import { FlagButton } from '@/features/moderation';
import { SaveButton } from '@/features/saves';
import { useSimilarQuestions } from '@/features/search';
import { AcceptButton, VoteControls } from '@/features/votes';
import { isAnswerView, postRef, type PostView } from '@queryhub/model';
import { useQuestionPageShared } from './use-question-page';

/**
 * Everything a reader does with one post of the question page, the question or an answer, in
 * one order for both: the author's Edit and Delete with "edited {time}", then the actions row
 * (votes; Accept answer for the asker; Save; Follow question; Flag; Close or Reopen), then the
 * comments. `post` names the post; the rest comes from the page (useQuestionPageShared).
 */
export function PostActions({ post }: { post: PostView }) {
  const { user } = useAuth();
  const { question, myVotes } = useQuestionPageShared();
  const ref = postRef(post);
  const answer = isAnswerView(post) ? post : null;
  const ownQuestion = isAnswerView(post) ? null : post;
  // The reader for the vote and Save buttons: undefined while the sign-in state is unknown.
  const reader = user === undefined ? undefined : (user?.uid ?? null);
  const asker = user && question?.uid === user.uid ? user.uid : null;
  return (
    <>
      <PostEditLinks
        post={ref}
        authorUid={post.uid}
        editedAtMillis={post.editedAtMillis}
        {...(ownQuestion && {
          answerCount: ownQuestion.answerCount,
          afterDeleteHref: paths.category.getHref(ownQuestion.catId, ownQuestion.category),
        })}
      />
      <div className="post-actions">
        <VoteControls
          post={ref}
          score={post.score}
          authorUid={post.uid}
          uid={reader}
          myVote={myVotes.get(ref.id) ?? 0}
        />
        {answer && asker && (
          <AcceptButton post={ref} uid={asker} accepted={question?.acceptedAnswerId === ref.id} />
        )}
        <SaveButton post={ref} uid={reader} />
        {ownQuestion && <FollowButton target={{ kind: 'question', questionId: ref.id }} />}
        <FlagButton post={ref} />
        {ownQuestion && user && (
          <DuplicateSearchContext.Provider value={useSimilarQuestions}>
            <CloseControls question={ownQuestion} uid={user.uid} />
          </DuplicateSearchContext.Provider>
        )}
      </div>
      <PostComments
        post={ref}
        author={post}
        asker={question ?? NO_ASKER}
        flagAction={flagComment}
      />
    </>
  );
}

function flagComment(commentId: string) {
  return <FlagButton post={{ kind: 'comment', id: commentId }} />;
}
