import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PageIntro } from '@/components/content/page-intro';
import { LiveList } from '@/components/content/live-list';
import { Spinner, Section } from '@/components/ui';
import { AnswerCard, QuestionCard } from '@/components/content/post-cards';
import { SortTabs } from '@/components/content/sort-tabs';
import { QUESTION_SORTS, type ResultsSort } from '@/lib/question-sort';
import { fromUrlText } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSearchResults } from '../api/search-content';
import type { SearchResults } from '../api/search-response';
import { SearchFilters } from '../components/search-filters';
import { SearchSnippet } from '../components/search-snippet';
import { resultsHref, resultsRequest } from '../search-query';
import type { SubscriptionState } from '@/lib/subscription';

function section<K extends keyof SearchResults>(
  state: SubscriptionState<SearchResults>,
  key: K,
): SubscriptionState<SearchResults[K]> {
  return state.status === 'ready' ? { status: 'ready', data: state.data[key] } : state;
}

const RESULTS_SORTS: readonly ResultsSort[] = ['relevance', ...QUESTION_SORTS];

/**
 * /Results/:SearchValue?sort=&page=&category=&answered=&accepted=&tag=&exact= — full-text
 * search: the questions (ranked, or in a sort tab's order, paged) and the best answers, with
 * highlighted passages, a spelling correction when the text found nothing, and filters.
 */
export default function ResultsPage() {
  const { SearchValue } = useParams();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { request, refused } = resultsRequest(fromUrlText(SearchValue), searchParams);
  usePageTitle(`Search: ${request.text}`);
  const results = useSearchResults(request);
  const data = results.status === 'ready' ? results.data : null;
  const snippet = (key: string) => {
    const text = data?.snippets[key];
    return text ? <SearchSnippet text={text} /> : null;
  };

  return (
    <>
      <PageIntro titleId="results-title" title={`Results for “${request.text}”`}>
        <SortTabs
          sorts={RESULTS_SORTS}
          current={request.sort}
          defaultSort="relevance"
          pathname={pathname}
          hrefOf={(sort) => resultsHref({ ...request, sort, page: 1 })}
        />
        <SearchFilters request={request} />
        {refused && (
          <p className="search-refused" role="alert">
            {refused}
          </p>
        )}
        {data?.corrected && (
          <p className="search-correction" role="status">
            <span>Showing results for {data.corrected}</span>{' '}
            <Link to={resultsHref({ ...request, exact: true, page: 1 })}>
              Search instead for {request.text}
            </Link>
          </p>
        )}
        {data?.degraded && (
          <p className="search-degraded" role="status">
            Full-text search is unavailable right now: these are keyword matches among the newest
            posts.
          </p>
        )}
      </PageIntro>
      {/* One loader for both sections: both fill at once, so neither pushes the other (CLS). */}
      {results.status === 'loading' ? (
        <Spinner label="Loading results" />
      ) : (
        <>
          <Section titleId="result-questions-title" title="QUESTIONS">
            <LiveList
              state={section(results, 'questions')}
              label="Questions"
              emptyMessage="No Questions Found"
              renderItem={(question) => (
                <QuestionCard key={question.id} question={question}>
                  {snippet(`question:${question.id}`)}
                </QuestionCard>
              )}
            />
            {(request.page > 1 || data?.nextPage) && (
              <nav className="page-links" aria-label="Pages">
                {request.page > 1 && (
                  <Link rel="prev" to={resultsHref({ ...request, page: request.page - 1 })}>
                    Previous page
                  </Link>
                )}
                {data?.nextPage && (
                  <Link rel="next" to={resultsHref({ ...request, page: data.nextPage })}>
                    Next page
                  </Link>
                )}
              </nav>
            )}
          </Section>
          <Section titleId="result-answers-title" title="ANSWERS">
            <LiveList
              state={section(results, 'answers')}
              label="Answers"
              emptyMessage="No Answers Found"
              renderItem={(answer) => (
                <AnswerCard key={answer.id} answer={answer} linked>
                  {snippet(`answer:${answer.id}`)}
                </AnswerCard>
              )}
            />
          </Section>
        </>
      )}
    </>
  );
}
