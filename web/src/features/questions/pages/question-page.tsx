import { useParams } from 'react-router';
import { LiveList } from '@/components/content/live-list';
import { LoadedValue } from '@/components/content/loaded-value';
import { LoginGatedLink } from '@/components/content/login-gated-link';
import { AnswerCard } from '@/components/content/post-cards';
import { fromUrlText, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { PostEditLinks } from '@/features/edits';
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
  const isClosed = question.status === 'ready' && question.data?.closed === true;

  return (
    <>
      <section className="page-intro" aria-label="Question">
        <LoadedValue
          state={question}
          what="The question"
          missingMessage="This question does not exist."
        >
          {(found) => <QuestionDetails question={found} />}
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
          <LiveList
            state={answers}
            label="Answers"
            emptyMessage="No Answers For This Question"
            renderItem={(answer) => (
              <AnswerCard
                key={answer.id}
                answer={answer}
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
