import { useParams } from 'react-router';
import { PagedListView } from '@/components/content/paged-list-view';
import { Spinner } from '@/components/ui';
import { AnswerCard, QuestionCard } from '@/components/content/post-cards';
import { fromUrlText } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchResults } from '../api/search-content';

/** /Results/:SearchValue — matching questions (newest first) and answers (oldest first). */
export default function ResultsPage() {
  const { SearchValue } = useParams();
  const searchText = fromUrlText(SearchValue);
  usePageTitle(`Search: ${searchText}`);
  const { questions, answers } = useSearchResults(searchText);

  return (
    <>
      <section className="page-intro" aria-labelledby="results-title">
        <h1 id="results-title" className="page-intro__title">
          Results for “{searchText}”
        </h1>
      </section>
      {/* One loader for both sections: both fill at once, so neither pushes the other (CLS). */}
      {questions.state.status === 'loading' || answers.state.status === 'loading' ? (
        <Spinner label="Loading results" />
      ) : (
        <>
          <section className="section" aria-labelledby="result-questions-title">
            <h2 id="result-questions-title" className="section__title">
              QUESTIONS
            </h2>
            <PagedListView
              list={questions}
              label="Questions"
              emptyMessage="No Questions Found"
              renderItem={(question) => <QuestionCard key={question.id} question={question} />}
            />
          </section>
          <section className="section" aria-labelledby="result-answers-title">
            <h2 id="result-answers-title" className="section__title">
              ANSWERS
            </h2>
            <PagedListView
              list={answers}
              label="Answers"
              emptyMessage="No Answers Found"
              renderItem={(answer) => <AnswerCard key={answer.id} answer={answer} linked />}
            />
          </section>
        </>
      )}
    </>
  );
}
