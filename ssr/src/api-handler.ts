// The public read API under /api/v1/ (README "For programs"): method and rate checks, then the
// endpoint's parameters (api-params.ts), its reads (an ApiData: the Admin SDK's in
// api-serve.ts, a fake in the tests) and its JSON (api-shape.ts), sent by api-http.ts.
import type { SearchResults } from '@queryhub/web/server';
import type { ProfileDoc, QuestionListSort, QuestionView, ReadTime } from '@queryhub/model';
import type { SearchRequest } from '@queryhub/search/request';
import { decodeCursor, encodeCursor, type CursorList, type CursorValue } from './api-cursor';
import {
  sendApiError,
  sendApiOk,
  sendMethodNotAllowed,
  sendPreflight,
  sendTooManyRequests,
} from './api-http';
import { parseApiRequest, type ApiRequest, type PageRequest } from './api-params';
import type { ApiQuestionScope } from './api-queries';
import type { TokenBuckets } from './api-rate-limit';
import {
  toApiCategory,
  toApiQuestion,
  toApiQuestionSummaries,
  toApiSearchResults,
  toApiTags,
  toApiUser,
  type QuestionThreadRead,
} from './api-shape';
import type { ApiPage } from './api-types';
import type { RequestLike, ResponseLike } from './http-types';

/** Where the next page starts: the last item read's sort values and id. */
export interface PagePosition {
  values: CursorValue[];
  id: string;
}

/** A page as read: hidden items included (the shaping drops them), and the next position. */
export interface ReadPage<T> {
  items: T[];
  next: PagePosition | null;
}

/** The reads the API makes; each returns what a visitor's page would read. */
export interface ApiData {
  /** null when the list is a category's and the category does not exist. */
  questions(
    scope: ApiQuestionScope,
    sort: QuestionListSort,
    page: PageRequest,
  ): Promise<ReadPage<QuestionView> | null>;
  /** null when the question does not exist. */
  question(id: string): Promise<QuestionThreadRead | null>;
  categories(
    page: PageRequest,
  ): Promise<ReadPage<{ id: string; subject: string; dateMillis: number | null }>>;
  tags(page: PageRequest): Promise<ReadPage<{ tag: string; questionCount: number }>>;
  /** null when there is no public profile, or the account was deleted. */
  user(uid: string): Promise<ProfileDoc<ReadTime> | null>;
  search(request: SearchRequest): Promise<SearchResults>;
}

export type ApiRequestLike = Pick<RequestLike, 'method' | 'originalUrl' | 'get' | 'socket'>;

export interface ApiDependencies {
  data: ApiData;
  limiter: TokenBuckets;
  /** The OpenAPI document (ssr/src/openapi.json). */
  openapi: unknown;
  /** The site's origin, for the page URLs in the answers. */
  origin: (request: ApiRequestLike) => string;
  /** Whose budget a request spends: its client's address (the model's `clientAddress`). */
  clientKey: (request: ApiRequestLike) => string;
  now: () => number;
}

/** The cursor of the next page; none (the list ends) for a position no cursor can hold. */
export function nextCursor(list: CursorList, next: PagePosition | null): string | null {
  if (!next) return null;
  const text = encodeCursor({ list, values: next.values, id: next.id });
  if (decodeCursor(text, list)) return text;
  console.warn('Public API: the next page cannot be named', list, next);
  return null;
}

const pageOf = ({ limit, after }: PageRequest): PageRequest => ({ limit, after });

function page<T>(items: T[], next: string | null): ApiPage<T> {
  return { items, nextCursor: next };
}

/** The search's next page as a cursor (the page number is all it holds); null on the last. */
export function searchCursor(results: Pick<SearchResults, 'nextPage'>): string | null {
  return results.nextPage === null
    ? null
    : encodeCursor({ list: 'search', values: [results.nextPage], id: '' });
}

/** The body of a GET, or null when there is nothing a visitor may see there (404). */
async function respond(
  deps: ApiDependencies,
  request: Exclude<ApiRequest, { kind: 'not-found' }>,
  origin: string,
): Promise<unknown> {
  const { data } = deps;
  switch (request.kind) {
    case 'openapi':
      return deps.openapi;
    case 'questions': {
      const read = await data.questions(request.scope, request.sort, pageOf(request));
      if (!read) return null;
      return page(
        toApiQuestionSummaries(origin, read.items),
        nextCursor(`questions.${request.sort}`, read.next),
      );
    }
    case 'question': {
      const thread = await data.question(request.id);
      return thread && toApiQuestion(origin, thread);
    }
    case 'categories': {
      const read = await data.categories(pageOf(request));
      return page(
        read.items.map((category) => toApiCategory(origin, category)),
        nextCursor('categories', read.next),
      );
    }
    case 'tags': {
      const read = await data.tags(pageOf(request));
      return page(toApiTags(origin, read.items), nextCursor('tags', read.next));
    }
    case 'user': {
      const profile = await data.user(request.uid);
      return profile && toApiUser(origin, request.uid, profile);
    }
    case 'search': {
      const results = await data.search(request.request);
      return toApiSearchResults(origin, results, searchCursor(results));
    }
  }
}

const NOT_FOUND = 'Nothing a visitor may see is there.';

/** Answers one request under /api/v1/, always in JSON (a failure is a 500, logged). */
export async function handleApiRequest(
  deps: ApiDependencies,
  request: ApiRequestLike,
  response: ResponseLike,
): Promise<void> {
  if (request.method === 'OPTIONS') return sendPreflight(response);
  // HEAD runs as GET: Node's HTTP server sends its headers without the body.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendMethodNotAllowed(response, request.method);
  }
  try {
    const decision = deps.limiter.take(deps.clientKey(request), deps.now());
    if (!decision.allowed) return sendTooManyRequests(response, decision.retryAfterSeconds);
    const parsed = parseApiRequest(request.originalUrl);
    if (parsed.kind === 'refused') return sendApiError(response, parsed.code, parsed.message);
    if (parsed.kind === 'not-found') return sendApiError(response, 'not_found', NOT_FOUND);
    const body = await respond(deps, parsed, deps.origin(request));
    if (body === null) return sendApiError(response, 'not_found', NOT_FOUND);
    sendApiOk(response, body, request.get('if-none-match'));
  } catch (error) {
    console.error('Public API failed', request.originalUrl, error);
    sendApiError(response, 'internal', 'The request could not be answered. Please retry later.');
  }
}
