// The public API's requests: which endpoint a URL names and its parameters, parsed and checked
// before any read. Pure. Anything unknown, repeated, malformed or too long is refused with a
// message that says what to send instead (400), never guessed at or cut.
import { API_LIMITS, ID_PATTERN, isTag, type QuestionListSort } from '@queryhub/model';
import {
  ANSWERED_FILTERS,
  SEARCH_SORTS,
  SearchInputError,
  searchRequestFromParams,
  type SearchRequest,
} from '@queryhub/search/request';
import { decodeCursor, type Cursor, type CursorList } from './api-cursor';
import { API_QUESTION_SORTS, type ApiQuestionScope } from './api-queries';
import type { ApiErrorCode } from './api-types';

export const API_PREFIX = '/api/v1/';

/** The endpoints, as the OpenAPI document names their paths. */
export const API_PATHS = {
  questions: '/api/v1/questions',
  question: '/api/v1/questions/{id}',
  categories: '/api/v1/categories',
  tags: '/api/v1/tags',
  user: '/api/v1/users/{uid}',
  search: '/api/v1/search',
  openapi: '/api/v1/openapi.json',
} as const;

export interface PageRequest {
  limit: number;
  /** Where the page starts: after this position; null for the first page. */
  after: Cursor | null;
}

export type ApiRequest =
  | ({ kind: 'questions'; scope: ApiQuestionScope; sort: QuestionListSort } & PageRequest)
  | { kind: 'question'; id: string }
  | ({ kind: 'categories' } & PageRequest)
  | ({ kind: 'tags' } & PageRequest)
  | { kind: 'user'; uid: string }
  | { kind: 'search'; request: SearchRequest }
  | { kind: 'openapi' }
  | { kind: 'not-found' };

export interface ApiRefusal {
  kind: 'refused';
  code: Extract<ApiErrorCode, 'invalid_parameter' | 'invalid_cursor'>;
  message: string;
}

class Refused extends Error {
  constructor(
    readonly code: ApiRefusal['code'],
    message: string,
  ) {
    super(message);
  }
}

const quoteList = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');

/** The query's parameters as single values, or a refusal for an unknown or repeated one. */
function readParams(params: URLSearchParams, allowed: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of params) {
    if (!allowed.includes(name)) {
      throw new Refused(
        'invalid_parameter',
        allowed.length === 0
          ? `This endpoint takes no parameters; '${name}' was sent.`
          : `Unknown parameter '${name}'; this endpoint takes ${quoteList(allowed)}.`,
      );
    }
    if (values.has(name)) {
      throw new Refused('invalid_parameter', `The parameter '${name}' is given more than once.`);
    }
    values.set(name, value);
  }
  return values;
}

function parseLimit(value: string | undefined): number {
  if (value === undefined) return API_LIMITS.defaultPageSize;
  const limit = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(limit >= 1 && limit <= API_LIMITS.maxPageSize)) {
    throw new Refused(
      'invalid_parameter',
      `'limit' must be a whole number from 1 to ${API_LIMITS.maxPageSize}.`,
    );
  }
  return limit;
}

function parseCursor(value: string | undefined, list: CursorList): Cursor | null {
  if (value === undefined) return null;
  const cursor = decodeCursor(value, list);
  if (!cursor) {
    throw new Refused(
      'invalid_cursor',
      "'cursor' is not one this list gave out: pass a nextCursor of the same list and sort unchanged.",
    );
  }
  return cursor;
}

function parseChoice<T extends string>(
  value: string | undefined,
  name: string,
  choices: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  if (!(choices as readonly string[]).includes(value)) {
    throw new Refused('invalid_parameter', `'${name}' must be one of ${quoteList(choices)}.`);
  }
  return value as T;
}

function parseId(value: string, what: string): string {
  if (!ID_PATTERN.test(value)) {
    throw new Refused(
      'invalid_parameter',
      `That is not a ${what} id: 1 to 128 letters, digits, '_' or '-'.`,
    );
  }
  return value;
}

function parseTag(value: string): string {
  if (!isTag(value)) {
    throw new Refused(
      'invalid_parameter',
      "That is not a tag: 1 to 35 lowercase letters, digits and '+#.-'.",
    );
  }
  return value;
}

function parseQuestions(params: URLSearchParams): ApiRequest {
  const values = readParams(params, ['category', 'tag', 'sort', 'limit', 'cursor']);
  const category = values.get('category');
  const tag = values.get('tag');
  if (category !== undefined && tag !== undefined) {
    throw new Refused('invalid_parameter', "Filter by 'category' or by 'tag', not both.");
  }
  const scope: ApiQuestionScope =
    category !== undefined
      ? { kind: 'category', categoryId: parseId(category, 'category') }
      : tag !== undefined
        ? { kind: 'tag', tag: parseTag(tag) }
        : { kind: 'all' };
  const sort = parseChoice(values.get('sort'), 'sort', API_QUESTION_SORTS, 'newest');
  return {
    kind: 'questions',
    scope,
    sort,
    limit: parseLimit(values.get('limit')),
    after: parseCursor(values.get('cursor'), `questions.${sort}`),
  };
}

function parsePage(params: URLSearchParams, list: 'categories' | 'tags'): ApiRequest {
  const values = readParams(params, ['limit', 'cursor']);
  return {
    kind: list,
    limit: parseLimit(values.get('limit')),
    after: parseCursor(values.get('cursor'), list),
  };
}

const FLAGS = ['0', '1'] as const;

function parseSearch(params: URLSearchParams): ApiRequest {
  const values = readParams(params, [
    'q',
    'sort',
    'category',
    'tag',
    'answered',
    'accepted',
    'exact',
    'prefix',
    'cursor',
  ]);
  // Checked here, as the search's own parser falls back to defaults for unknown values.
  parseChoice(values.get('sort'), 'sort', SEARCH_SORTS, 'relevance');
  parseChoice(values.get('answered'), 'answered', ANSWERED_FILTERS, 'any');
  for (const flag of ['accepted', 'exact', 'prefix'])
    parseChoice(values.get(flag), flag, FLAGS, '0');
  const cursor = parseCursor(values.get('cursor'), 'search');
  // THE search request's URL form (@queryhub/search/request), its page taken from the cursor.
  const searchParams = new URLSearchParams();
  for (const [name, value] of values) if (name !== 'cursor') searchParams.set(name, value);
  if (cursor) searchParams.set('page', String(cursor.values[0]));
  let request: SearchRequest;
  try {
    request = searchRequestFromParams(searchParams);
  } catch (error) {
    if (error instanceof SearchInputError) throw new Refused('invalid_parameter', error.message);
    throw error;
  }
  if (request.text === '') {
    throw new Refused('invalid_parameter', "'q', the text to search for, is required.");
  }
  return { kind: 'search', request };
}

/** A path segment as text, or null when it is not percent-encoded text at all. */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function parseRoute(url: URL): ApiRequest {
  if (!url.pathname.startsWith(API_PREFIX)) return { kind: 'not-found' };
  const rest = url.pathname.slice(API_PREFIX.length);
  const params = url.searchParams;
  const [head = '', second, ...more] = rest.split('/');
  if (more.length > 0) return { kind: 'not-found' };
  if (second === undefined) {
    switch (head) {
      case 'questions':
        return parseQuestions(params);
      case 'categories':
        return parsePage(params, 'categories');
      case 'tags':
        return parsePage(params, 'tags');
      case 'search':
        return parseSearch(params);
      case 'openapi.json':
        readParams(params, []);
        return { kind: 'openapi' };
      default:
        return { kind: 'not-found' };
    }
  }
  if ((head !== 'questions' && head !== 'users') || second === '') return { kind: 'not-found' };
  const segment = decodeSegment(second);
  const what = head === 'questions' ? 'question' : 'user';
  if (segment === null) throw new Refused('invalid_parameter', `That is not a ${what} id.`);
  readParams(params, []);
  return head === 'questions'
    ? { kind: 'question', id: parseId(segment, what) }
    : { kind: 'user', uid: parseId(segment, what) };
}

/**
 * The endpoint and parameters of a request under /api/v1/ (`url` is its path and query string,
 * as sent), or why it is refused.
 */
export function parseApiRequest(url: string): ApiRequest | ApiRefusal {
  if (url.length > API_LIMITS.urlChars) {
    return {
      kind: 'refused',
      code: 'invalid_parameter',
      message: `The URL is longer than ${API_LIMITS.urlChars} characters.`,
    };
  }
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return { kind: 'refused', code: 'invalid_parameter', message: 'The URL is malformed.' };
  }
  try {
    return parseRoute(parsed);
  } catch (error) {
    if (error instanceof Refused)
      return { kind: 'refused', code: error.code, message: error.message };
    throw error;
  }
}
