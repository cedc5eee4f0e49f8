import { Section } from '@/components/ui';
import { useParams } from 'react-router';
import { PagedListView } from '@/components/content/paged-list-view';
import { LoadedValue } from '@/components/content/loaded-value';
import { LoginGatedLink } from '@/components/content/login-gated-link';
import { AnswerCard } from '@/components/content/post-cards';
import { fromUrlText, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { CloseControls, CloseNotice, DuplicateSearchContext } from '@/features/close';
import { PostEditLinks } from '@/features/edits';
import { commentsOn, NO_ASKER, PostComments } from '@/features/comments';
import {
  canSeePost,
  FlagButton,
  HiddenNotice,
  ModerationNotice,
  useIsAdmin,
} from '@/features/moderation';
import { FollowButton } from '@/features/notifications';
import { SaveButton } from '@/features/saves';
import { SimilarQuestions, useSimilarQuestions } from '@/features/search';
import { AcceptButton, AcceptedBadge, useMyVotes, VoteControls } from '@/features/votes';
import { usePageTitle } from '@/hooks/use-page-title';
import { sortAnswers, type AnswerView, type QuestionView } from '@queryhub/model';
import type { SubscriptionState } from '@/lib/subscription';
import {
  QuestionDetails,
  useAcceptedAnswer,
  useQuestion,
  useQuestionAnswers,
} from '@/features/questions';

/**
 * The loaded answers as shown: the accepted one first (added when its page is not loaded yet),
 * hidden ones only for admins.
 */
function shown(
  answers: SubscriptionState<AnswerView[]>,
  question: QuestionView | null,
  accepted: AnswerView | null,
  isAdmin: boolean,
  uid: string | null,
): SubscriptionState<AnswerView[]> {
  if (answers.status !== 'ready') return answers;
  const loaded =
    accepted && !answers.data.some((answer) => answer.id === accepted.id)
      ? [accepted, ...answers.data]
      : answers.data;
  const visible = loaded.filter((answer) => canSeePost(answer, uid, isAdmin));
  return { status: 'ready', data: sortAnswers(visible, question?.acceptedAnswerId ?? '') };
}

/**
 * /Questions/:CatID/:QuestionID/:Question — the question and its answers, live: the accepted
 * answer first, then by score, then newest. Readers vote; the asker accepts an answer. The page
 * composes the features at the route: questions (the post and its answers), votes, edits,
 * moderation, notifications (follow), saves and search (related questions). Its sections are listed
 * once, in the returned fragment: the question with its actions, the answers, related questions.
 */
export default function QuestionPage() {
  const { CatID = '', QuestionID = '', Question } = useParams();
  const titleFromUrl = fromUrlText(Question);
  usePageTitle(titleFromUrl || 'Question');
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  // For the vote buttons: undefined while the sign-in state is unknown (they wait for it).
  const voterUid = user === undefined ? undefined : uid;
  const question = useQuestion(QuestionID);
  const answers = useQuestionAnswers(QuestionID);
  const isAdmin = useIsAdmin() === true;
  const myVotes = useMyVotes(uid, QuestionID);
  const found = question.status === 'ready' ? question.data : null;
  const isAsker = found !== null && uid !== null && found.uid === uid;
  // Moderation: non-admins do not see hidden posts; admins see them marked, and so do the
  // authors of posts awaiting review.
  const accepted = useAcceptedAnswer(QuestionID, found?.acceptedAnswerId ?? '');
  const shownAnswers = { ...answers, state: shown(answers.state, found, accepted, isAdmin, uid) };
  const isClosed = found?.closed === true;

  return (
    <>
      <section className="page-intro" aria-label="Question">
        <LoadedValue
          state={question}
          what="The question"
          missingMessage="This question does not exist."
        >
          {(loaded) =>
            !canSeePost(loaded, uid, isAdmin) ? (
              <HiddenNotice what="question" />
            ) : (
              <>
                {loaded.hidden && <ModerationNotice what="question" post={loaded} />}
                <QuestionDetails question={loaded}>
                  <PostEditLinks
                    kind="question"
                    id={loaded.id}
                    authorUid={loaded.uid}
                    editedAtMillis={loaded.editedAtMillis}
                    answerCount={loaded.answerCount}
                    afterDeleteHref={paths.category.getHref(loaded.catId, loaded.category)}
                  />
                </QuestionDetails>
                <CloseNotice question={loaded} />
                <div className="post-actions">
                  <VoteControls
                    target={{ postId: loaded.id, postKind: 'question', questionId: loaded.id }}
                    score={loaded.score}
                    authorUid={loaded.uid}
                    uid={voterUid}
                    myVote={myVotes.get(loaded.id) ?? 0}
                  />
                  <SaveButton
                    target={{ kind: 'question', questionId: loaded.id, catId: loaded.catId }}
                    uid={voterUid}
                  />
                  {user && (
                    <>
                      <FollowButton uid={user.uid} questionId={QuestionID} />
                      <FlagButton postType="question" postId={QuestionID} />
                      <DuplicateSearchContext.Provider value={useSimilarQuestions}>
                        <CloseControls question={loaded} uid={user.uid} />
                      </DuplicateSearchContext.Provider>
                    </>
                  )}
                </div>
                <PostComments
                  {...commentsOn('question', loaded, loaded)}
                  flagAction={flagComment}
                />
              </>
            )
          }
        </LoadedValue>
        {/* Everything below waits for the question, so its arrival moves nothing (CLS). */}
        {question.status !== 'loading' && !isClosed && (
          <LoginGatedLink
            signedIn={user === undefined ? undefined : Boolean(user)}
            to={paths.reply.getHref(CatID, QuestionID, titleFromUrl)}
            loginMessage="Please Login To Answer The Question!"
          >
            ANSWER THE QUESTION
          </LoginGatedLink>
        )}
      </section>
      {question.status !== 'loading' && (
        <Section titleId="answers-title" title="ANSWERS">
          <PagedListView
            list={shownAnswers}
            label="Answers"
            listClassName="card-list card-list--deferred"
            emptyMessage="No Answers For This Question"
            renderItem={(answer) => {
              const accepted = found !== null && found.acceptedAnswerId === answer.id;
              return (
                <AnswerCard
                  key={answer.id}
                  answer={answer}
                  badge={accepted ? <AcceptedBadge /> : undefined}
                  actions={
                    <>
                      {answer.hidden && <ModerationNotice what="answer" post={answer} />}
                      <FlagButton postType="answer" postId={answer.id} />
                    </>
                  }
                  footer={
                    <PostEditLinks
                      kind="answer"
                      id={answer.id}
                      authorUid={answer.uid}
                      editedAtMillis={answer.editedAtMillis}
                    />
                  }
                >
                  <div className="post-actions">
                    <VoteControls
                      target={{ postId: answer.id, postKind: 'answer', questionId: QuestionID }}
                      score={answer.score}
                      authorUid={answer.uid}
                      uid={voterUid}
                      myVote={myVotes.get(answer.id) ?? 0}
                    />
                    {isAsker && uid !== null && (
                      <AcceptButton
                        uid={uid}
                        questionId={QuestionID}
                        answerId={answer.id}
                        accepted={accepted}
                      />
                    )}
                    <SaveButton
                      target={{
                        kind: 'answer',
                        questionId: QuestionID,
                        answerId: answer.id,
                        catId: answer.catId,
                      }}
                      uid={voterUid}
                    />
                  </div>
                  <PostComments
                    {...commentsOn('answer', answer, found ?? NO_ASKER)}
                    flagAction={flagComment}
                  />
                </AnswerCard>
              );
            }}
          />
        </Section>
      )}
      {QuestionID && <SimilarQuestions questionId={QuestionID} />}
    </>
  );
}

function flagComment(commentId: string) {
  return <FlagButton postType="comment" postId={commentId} />;
}
