// How the public API answers: JSON with open CORS for GET, a strong ETag (a hash of the body)
// that turns a matching If-None-Match into 304, the pages' Cache-Control, and errors as
// `{error: {code, message}}`.
import { createHash } from 'node:crypto';
import { CACHE_ERROR, CACHE_NOT_FOUND, CACHE_PAGE } from './cache-control';
import type { ResponseLike } from './http-types';
import type { ApiError, ApiErrorCode } from './api-types';

const API_ALLOW = 'GET, HEAD, OPTIONS';
const JSON_TYPE = 'application/json; charset=utf-8';

/** Every answer may be read by a page of any origin: the API is public and takes no cookies. */
function withCors(response: ResponseLike): ResponseLike {
  return response
    .set('Access-Control-Allow-Origin', '*')
    .set('Access-Control-Expose-Headers', 'ETag, Retry-After');
}

/** The entity tag of a body: a strong validator, so it changes with any byte of it. */
export function entityTag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `tag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((entry) => entry.trim().replace(/^W\//, ''))
    .some((entry) => entry === '*' || entry === tag);
}

/** A 200 with its body, or a 304 without it when the client already holds that body. */
export function sendApiOk(
  response: ResponseLike,
  body: unknown,
  ifNoneMatch: string | undefined,
): void {
  const text = JSON.stringify(body);
  const tag = entityTag(text);
  withCors(response).set('ETag', tag).set('Cache-Control', CACHE_PAGE);
  if (matchesIfNoneMatch(ifNoneMatch, tag)) {
    response.status(304).send('');
    return;
  }
  response.status(200).set('Content-Type', JSON_TYPE).send(text);
}

const API_ERROR_STATUS: Record<ApiErrorCode, number> = {
  invalid_parameter: 400,
  invalid_cursor: 400,
  not_found: 404,
  method_not_allowed: 405,
  rate_limited: 429,
  internal: 500,
};

export function sendApiError(response: ResponseLike, code: ApiErrorCode, message: string): void {
  const status = API_ERROR_STATUS[code];
  const body: ApiError = { error: { code, message } };
  withCors(response)
    .status(status)
    .set('Content-Type', JSON_TYPE)
    // Only "not found" is the same for everyone for a while; the rest is never cached.
    .set('Cache-Control', status === 404 ? CACHE_NOT_FOUND : CACHE_ERROR)
    .send(JSON.stringify(body));
}

export function sendTooManyRequests(response: ResponseLike, retryAfterSeconds: number): void {
  response.set('Retry-After', String(retryAfterSeconds));
  sendApiError(
    response,
    'rate_limited',
    `Too many requests from this address: try again in ${retryAfterSeconds} s.`,
  );
}

export function sendMethodNotAllowed(response: ResponseLike, method: string): void {
  response.set('Allow', API_ALLOW);
  sendApiError(
    response,
    'method_not_allowed',
    `${method} is not allowed: the API is read-only (GET).`,
  );
}

/** The CORS preflight: GET from any origin, with If-None-Match, remembered for a day. */
export function sendPreflight(response: ResponseLike): void {
  withCors(response)
    .status(204)
    .set('Allow', API_ALLOW)
    .set('Access-Control-Allow-Methods', API_ALLOW)
    .set('Access-Control-Allow-Headers', 'If-None-Match')
    .set('Access-Control-Max-Age', '86400')
    .set('Cache-Control', CACHE_PAGE)
    .send('');
}
