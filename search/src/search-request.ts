// A search as the route receives it, checked before any SQL runs.
import { isTag, SEARCH_LIMITS } from '@queryhub/model';

export const SEARCH_SORTS = ['relevance', 'newest', 'top', 'unanswered', 'active'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchRequest {
  /** The typed text, web-search syntax: "a phrase", -excluded, or. */
  text: string;
  sort: SearchSort;
  /** 1-based. */
  page: number;
  categoryId: string;
  answered: 'any' | 'answered' | 'unanswered';
  accepted: boolean;
  /** Only questions carrying this tag, and answers to them ('' for any). */
  tag: string;
  /** Treat the last word as a prefix (search as you type). */
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

const ID = /^[A-Za-z0-9_-]{1,128}$/;

function pick<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/**
 * The request from URL parameters. Unknown values fall back to defaults; a text over the length
 * limit or a malformed id is refused (SearchInputError), never cut or passed on.
 */
export function parseSearchRequest(params: Record<string, string | undefined>): SearchRequest {
  const text = (params.q ?? '').trim();
  if (text.length > SEARCH_LIMITS.queryChars) {
    throw new SearchInputError(
      `The search text is longer than ${SEARCH_LIMITS.queryChars} characters.`,
    );
  }
  const categoryId = params.category ?? '';
  if (categoryId !== '' && !ID.test(categoryId)) throw new SearchInputError('Unknown category.');
  const tag = params.tag ?? '';
  if (tag !== '' && !isTag(tag)) throw new SearchInputError('Not a tag.');
  const page = Number.parseInt(params.page ?? '1', 10);
  return {
    text,
    sort: pick(params.sort, SEARCH_SORTS, 'relevance'),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), SEARCH_LIMITS.maxPage) : 1,
    categoryId,
    answered: pick(params.answered, ['any', 'answered', 'unanswered'] as const, 'any'),
    accepted: params.accepted === '1' || params.accepted === 'true',
    tag,
    prefix: params.prefix === '1',
    exact: params.exact === '1',
  };
}
