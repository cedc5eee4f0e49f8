import { useParams } from 'react-router';
import { LiveList } from '@/components/content/live-list';
import { PostCard } from '@/components/content/post-card';
import { fromUrlText, paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchResults, type SearchResults } from '../api/search-content';
import type { SubscriptionState } from '@/lib/subscription';

function section<K extends keyof SearchResults>(
  state: SubscriptionState<SearchResults>,
  key: K,
): SubscriptionState<SearchResults[K]> {
  return state.status === 'ready' ? { status: 'ready', data: state.data[key] } : state;
}

/** /Results/:SearchValue — matching questions (newest first) and answers (oldest first). */
export default function ResultsPage() {
  const { SearchValue } = useParams();
  const searchText = fromUrlText(SearchValue);
  usePageTitle(`Search: ${searchText}`);
  const results = useSearchResults(searchText);

  return (
    <>
      <section className="page-intro" aria-labelledby="results-title">
        <h1 id="results-title" className="page-intro__title">
          Results for “{searchText}”
        </h1>
      </section>
      <section className="section" aria-labelledby="result-questions-title">
        <h2 id="result-questions-title" className="section__title">
          QUESTIONS
        </h2>
        <LiveList
          state={section(results, 'questions')}
          label="Questions"
          emptyMessage="No Questions Found"
          renderItem={(question) => (
            <PostCard
              key={question.id}
              text={question.question}
              byline={`This question is asked by ${question.userName}`}
              screenshot={question.screenshot}
              dateMillis={question.dateMillis}
              screenshotAlt={`Screenshot attached to the question: ${question.question}`}
              to={paths.question.getHref(question.catId, question.id, question.question)}
            />
          )}
        />
      </section>
      <section className="section" aria-labelledby="result-answers-title">
        <h2 id="result-answers-title" className="section__title">
          ANSWERS
        </h2>
        <LiveList
          state={section(results, 'answers')}
          label="Answers"
          emptyMessage="No Answers Found"
          renderItem={(answer) => (
            <PostCard
              key={answer.id}
              text={answer.answer}
              byline={`This question is answered by ${answer.userName}`}
              screenshot={answer.screenshot}
              dateMillis={answer.dateMillis}
              screenshotAlt="Screenshot attached to the answer"
              to={paths.question.getHref(answer.catId, answer.questionId, answer.question)}
            />
          )}
        />
      </section>
    </>
  );
}
