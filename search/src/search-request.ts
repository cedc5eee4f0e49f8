// THE search request: its type, its defaults and its URL form (the results page's query and the
// JSON route's). Browser-safe (no SQL, no Node): the web app imports it as
// '@queryhub/search/request' and builds every search URL with it; the server parses every URL
// with it once, before any path (full-text or keyword) is chosen.
import { isTag, SEARCH_LIMITS } from '@queryhub/model';

export const SEARCH_SORTS = ['relevance', 'newest', 'top', 'unanswered', 'active'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const ANSWERED_FILTERS = ['any', 'answered', 'unanswered'] as const;
type AnsweredFilter = (typeof ANSWERED_FILTERS)[number];

export interface SearchRequest {
  /** The typed text, web-search syntax: "a phrase", -excluded, or. Clean: no control characters. */
  text: string;
  sort: SearchSort;
  /** 1-based, at most SEARCH_LIMITS.maxPage. */
  page: number;
  /** Only questions of this category, and answers to them ('' for any). */
  categoryId: string;
  answered: AnsweredFilter;
  accepted: boolean;
  /** Only questions carrying this tag, and answers to them ('' for any). */
  tag: string;
  /** Treat the last word as a prefix (`pars` finds `parsing`); on unless `prefix=0`. */
  prefix: boolean;
  /** Search the text as typed: no spelling correction ("Search instead for"). */
  exact: boolean;
}

export class SearchInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchInputError';
  }
}

/** The request of a first search of `text` (the search bar's), with any of its fields changed. */
export function newSearchRequest(
  text: string,
  changes: Partial<SearchRequest> = {},
): SearchRequest {
  return {
    text,
    sort: 'relevance',
    page: 1,
    categoryId: '',
    answered: 'any',
    accepted: false,
    tag: '',
    prefix: true,
    exact: false,
    ...changes,
  };
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** Line breaks and tabs read as spaces; every other control character (NUL…) is dropped. */
const SPACING_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]/gu;
const CONTROLS = /\p{Cc}/gu;

/** The text as searched: control characters out, spaces collapsed, trimmed. */
export function cleanSearchText(text: string): string {
  return text.replace(SPACING_CONTROLS, ' ').replace(CONTROLS, '').replace(/ {2,}/g, ' ').trim();
}

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/**
 * The request a URL states. `q` holds the text; `pathText` stands in when it is absent (the
 * results page's path, /Results/:SearchValue). Unknown values fall back to defaults; a text
 * over the length limit, a malformed category or a tag that is not one is refused
 * (SearchInputError), never cut or passed on. This is the one place the length is checked.
 */
export function searchRequestFromParams(params: URLSearchParams, pathText = ''): SearchRequest {
  const text = cleanSearchText(params.get('q') ?? pathText);
  if (text.length > SEARCH_LIMITS.queryChars) {
    throw new SearchInputError(
      `The search text is longer than ${SEARCH_LIMITS.queryChars} characters.`,
    );
  }
  const categoryId = params.get('category') ?? '';
  if (categoryId !== '' && !ID.test(categoryId)) throw new SearchInputError('Unknown category.');
  const tag = params.get('tag') ?? '';
  if (tag !== '' && !isTag(tag)) throw new SearchInputError('Not a tag.');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    text,
    sort: pick(params.get('sort'), SEARCH_SORTS, 'relevance'),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), SEARCH_LIMITS.maxPage) : 1,
    categoryId,
    answered: pick(params.get('answered'), ANSWERED_FILTERS, 'any'),
    accepted: params.get('accepted') === '1',
    tag,
    prefix: params.get('prefix') !== '0',
    exact: params.get('exact') === '1',
  };
}

/**
 * The URL parameters of a request, defaults left out: `searchRequestFromParams` reads them back
 * as the same request. `q` is always set; a page URL whose path holds the text may drop it.
 */
export function searchRequestParams(request: SearchRequest): URLSearchParams {
  const params = new URLSearchParams();
  params.set('q', request.text);
  if (request.sort !== 'relevance') params.set('sort', request.sort);
  if (request.page > 1) params.set('page', String(request.page));
  if (request.categoryId) params.set('category', request.categoryId);
  if (request.answered !== 'any') params.set('answered', request.answered);
  if (request.accepted) params.set('accepted', '1');
  if (request.tag) params.set('tag', request.tag);
  if (!request.prefix) params.set('prefix', '0');
  if (request.exact) params.set('exact', '1');
  return params;
}
