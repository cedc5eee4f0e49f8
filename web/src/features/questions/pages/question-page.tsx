import { useParams } from 'react-router';
import { PagedListView } from '@/components/content/paged-list-view';
import { LoadedValue } from '@/components/content/loaded-value';
import { LoginGatedLink } from '@/components/content/login-gated-link';
import { AnswerCard } from '@/components/content/post-cards';
import { fromUrlText, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { PostEditLinks } from '@/features/edits';
import { FlagButton, HiddenNotice, useIsAdmin } from '@/features/moderation';
import { FollowButton } from '@/features/notifications';
import { usePageTitle } from '@/hooks/use-page-title';
import { useQuestion } from '../api/get-question';
import { useQuestionAnswers } from '../api/get-question-answers';
import { QuestionDetails } from '../components/question-details';

/** /Questions/:CatID/:QuestionID/:Question — the question and its answers, newest first, live. */
export default function QuestionPage() {
  const { CatID = '', QuestionID = '', Question } = useParams();
  const titleFromUrl = fromUrlText(Question);
  usePageTitle(titleFromUrl || 'Question');
  const { user } = useAuth();
  const question = useQuestion(QuestionID);
  const answers = useQuestionAnswers(QuestionID);
  const isAdmin = useIsAdmin() === true;
  // Moderation: non-admins do not see hidden posts; admins see them marked.
  const shownAnswers =
    answers.state.status === 'ready' && !isAdmin
      ? {
          ...answers,
          state: { ...answers.state, data: answers.state.data.filter((answer) => !answer.hidden) },
        }
      : answers;
  const isClosed = question.status === 'ready' && question.data?.closed === true;

  return (
    <>
      <section className="page-intro" aria-label="Question">
        <LoadedValue
          state={question}
          what="The question"
          missingMessage="This question does not exist."
        >
          {(found) =>
            found.hidden && !isAdmin ? (
              <HiddenNotice what="question" />
            ) : (
              <>
                {found.hidden && <HiddenNotice what="question" />}
                <QuestionDetails question={found} />
                {user && (
                  <div className="post-actions">
                    <FollowButton uid={user.uid} questionId={QuestionID} />
                    <FlagButton postType="question" postId={QuestionID} />
                  </div>
                )}
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
        <section className="section" aria-labelledby="answers-title">
          <h2 id="answers-title" className="section__title">
            ANSWERS
          </h2>
          <PagedListView
            list={shownAnswers}
            label="Answers"
            emptyMessage="No Answers For This Question"
            renderItem={(answer) => (
              <AnswerCard
                key={answer.id}
                answer={answer}
                actions={
                  <>
                    {answer.hidden && <HiddenNotice what="answer" />}
                    <FlagButton postType="answer" postId={answer.id} />
                  </>
                }
                footer={
                  <PostEditLinks
                    kind="Answers"
                    id={answer.id}
                    authorUid={answer.uid}
                    editedAtMillis={answer.editedAtMillis}
                  />
                }
              />
            )}
          />
        </section>
      )}
    </>
  );
}
