// The search's URLs, all built from the one request of '@queryhub/search/request': the results
// page (/Results/:SearchValue?sort=&page=&category=&answered=&accepted=&tag=&exact=), the JSON
// routes, and the key under which the server render hands the results to the page. Pure, so the
// server render and the browser agree on all three.
import {
  newSearchRequest,
  SearchInputError,
  searchRequestFromParams,
  searchRequestParams,
  type SearchRequest,
} from '@queryhub/search/request';
import { paths } from '@/config/paths';

/** The JSON route of the search (a Hosting rewrite to the `ssr` function). */
const SEARCH_API_PATH = '/api/search';
export const SIMILAR_API_PATH = '/api/similar';
export const RELATED_API_PATH = '/api/related';

export interface ResultsRequest {
  /** The search to run: an empty one when the URL's is refused. */
  request: SearchRequest;
  /** Why the URL's search is refused (too long, not a tag…), or null. */
  refused: string | null;
}

/**
 * The search a results page URL states. `pathText` is the path's text (hyphens read as spaces);
 * a text with hyphens (`-excluded`, `e-mail`) travels whole in `?q=`, since the path cannot keep
 * them.
 */
export function resultsRequest(pathText: string, params: URLSearchParams): ResultsRequest {
  try {
    return { request: searchRequestFromParams(params, pathText), refused: null };
  } catch (error) {
    if (!(error instanceof SearchInputError)) throw error;
    return { request: newSearchRequest(''), refused: error.message };
  }
}

/** The results page of a request (the text in the path, `q` only when the path cannot hold it). */
export function resultsHref(request: SearchRequest): string {
  const params = searchRequestParams(request);
  if (!request.text.includes('-')) params.delete('q');
  const search = params.toString();
  return `${paths.results.getHref(request.text)}${search ? `?${search}` : ''}`;
}

export function searchApiUrl(request: SearchRequest): string {
  return `${SEARCH_API_PATH}?${searchRequestParams(request).toString()}`;
}

/** The key of the results under which the server render hands them to the page. */
export function searchDataKey(request: SearchRequest): string {
  const params = searchRequestParams(request);
  params.sort();
  return `search?${params.toString()}`;
}
