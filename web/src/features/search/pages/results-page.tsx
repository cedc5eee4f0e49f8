import { useLocation, useParams, useSearchParams } from 'react-router';
import { LiveList } from '@/components/content/live-list';
import { Spinner } from '@/components/ui';
import { AnswerCard, QuestionCard } from '@/components/content/post-cards';
import { PageLinks, SortTabs } from '@/components/content/sort-tabs';
import { parseResultsSort, QUESTION_SORTS, type ResultsSort } from '@/lib/question-sort';
import { fromUrlText } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchResults, type SearchResults } from '../api/search-content';
import type { SubscriptionState } from '@/lib/subscription';

function section<K extends keyof SearchResults>(
  state: SubscriptionState<SearchResults>,
  key: K,
): SubscriptionState<SearchResults[K]> {
  return state.status === 'ready' ? { status: 'ready', data: state.data[key] } : state;
}

const RESULTS_SORTS: readonly ResultsSort[] = ['relevance', ...QUESTION_SORTS];

/**
 * /Results/:SearchValue?sort=&after= — matching questions and answers, most relevant first
 * (matched words, then score, then recency); the questions can also be sorted like a category,
 * and then page with "Next page" links.
 */
export default function ResultsPage() {
  const { SearchValue } = useParams();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const sort = parseResultsSort(searchParams.get('sort'));
  // Relevance ranks one pool of matches; the question sort tabs page with `?after=`.
  const after = sort === 'relevance' ? '' : (searchParams.get('after') ?? '');
  const searchText = fromUrlText(SearchValue);
  usePageTitle(`Search: ${searchText}`);
  const results = useSearchResults(searchText, sort, after);

  return (
    <>
      <section className="page-intro" aria-labelledby="results-title">
        <h1 id="results-title" className="page-intro__title">
          Results for “{searchText}”
        </h1>
        <SortTabs
          sorts={RESULTS_SORTS}
          current={sort}
          defaultSort="relevance"
          pathname={pathname}
        />
      </section>
      {/* One loader for both sections: both fill at once, so neither pushes the other (CLS). */}
      {results.status === 'loading' ? (
        <Spinner label="Loading results" />
      ) : (
        <>
          <section className="section" aria-labelledby="result-questions-title">
            <h2 id="result-questions-title" className="section__title">
              QUESTIONS
            </h2>
            <LiveList
              state={section(results, 'questions')}
              label="Questions"
              emptyMessage="No Questions Found"
              renderItem={(question) => <QuestionCard key={question.id} question={question} />}
            />
            <PageLinks
              pathname={pathname}
              sort={sort}
              defaultSort="relevance"
              nextAfter={results.status === 'ready' ? results.data.nextAfter : null}
              paged={after !== ''}
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
              renderItem={(answer) => <AnswerCard key={answer.id} answer={answer} linked />}
            />
          </section>
        </>
      )}
    </>
  );
}
