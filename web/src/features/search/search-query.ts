// A search as the results page's URL states it (/Results/:SearchValue?sort=&page=&category=
// &answered=&accepted=&exact=&tag=), the JSON route's parameters for it, and its data key. Pure, so
// the server render and the browser agree on all three.
import { paths } from '@/config/paths';
import { parseResultsSort, type ResultsSort } from '@/lib/question-sort';

export type AnsweredFilter = 'any' | 'answered' | 'unanswered';

export interface SearchQuery {
  text: string;
  sort: ResultsSort;
  page: number;
  category: string;
  answered: AnsweredFilter;
  accepted: boolean;
  /** Search the text as typed, without spelling correction. */
  exact: boolean;
  /** Only questions with this tag, and answers to them ('' for any). */
  tag: string;
}

/** The JSON route of the search (a Hosting rewrite to the `ssr` function). */
export const SEARCH_API_PATH = '/api/search';
export const SIMILAR_API_PATH = '/api/similar';
export const RELATED_API_PATH = '/api/related';

const ANSWERED: readonly AnsweredFilter[] = ['any', 'answered', 'unanswered'];

/**
 * `pathText` is the path's text (hyphens read as spaces); a text with hyphens (`-excluded`,
 * `e-mail`) travels whole in `?q=` too, since the path cannot keep them.
 */
export function searchQueryFromUrl(pathText: string, params: URLSearchParams): SearchQuery {
  const text = params.get('q') ?? pathText;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const answered = params.get('answered') ?? 'any';
  return {
    text,
    sort: parseResultsSort(params.get('sort')),
    page: Number.isFinite(page) && page > 1 ? Math.min(page, 50) : 1,
    category: params.get('category') ?? '',
    answered: (ANSWERED as readonly string[]).includes(answered)
      ? (answered as AnsweredFilter)
      : 'any',
    accepted: params.get('accepted') === '1',
    exact: params.get('exact') === '1',
    tag: params.get('tag') ?? '',
  };
}

/** The query's parameters, defaults left out (the page URL's and the JSON route's). */
export function searchParamsOf(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.text.includes('-')) params.set('q', query.text);
  if (query.sort !== 'relevance') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.category) params.set('category', query.category);
  if (query.answered !== 'any') params.set('answered', query.answered);
  if (query.accepted) params.set('accepted', '1');
  if (query.exact) params.set('exact', '1');
  if (query.tag) params.set('tag', query.tag);
  return params;
}

/** The results page of a query. */
export function resultsHref(query: SearchQuery): string {
  const search = searchParamsOf(query).toString();
  return `${paths.results.getHref(query.text)}${search ? `?${search}` : ''}`;
}

/** A first search of a text (the search bar's). */
export function newSearch(text: string): SearchQuery {
  return {
    text,
    sort: 'relevance',
    page: 1,
    category: '',
    answered: 'any',
    accepted: false,
    exact: false,
    tag: '',
  };
}

export function searchApiUrl(query: SearchQuery): string {
  const params = searchParamsOf(query);
  params.set('q', query.text);
  return `${SEARCH_API_PATH}?${params.toString()}`;
}

/** The key of the results under which the server render hands them to the page. */
export function searchDataKey(query: SearchQuery): string {
  const params = searchParamsOf(query);
  params.set('q', query.text);
  params.sort();
  return `search?${params.toString()}`;
}
