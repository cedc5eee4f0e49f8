import { describe, expect, it } from 'vitest';
import {
  entityTag,
  matchesIfNoneMatch,
  sendApiError,
  sendApiOk,
  sendPreflight,
  sendTooManyRequests,
} from './api-http';
import { recordingResponse } from './api-test-data';

describe('API responses', () => {
  it("send JSON with open CORS, the pages' caching and a strong ETag of the body", () => {
    const { response, answered } = recordingResponse();
    sendApiOk(response, { a: 1 }, undefined);
    expect(answered).toEqual({
      status: 200,
      headers: {
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'ETag, Retry-After',
        etag: entityTag('{"a":1}'),
        'cache-control': 'public, max-age=60, s-maxage=300',
        'content-type': 'application/json; charset=utf-8',
      },
      body: '{"a":1}',
    });
    expect(entityTag('{"a":1}')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(entityTag('{"a":2}')).not.toBe(entityTag('{"a":1}'));
  });

  it('answer 304 without a body when If-None-Match names the body', () => {
    const tag = entityTag('{"a":1}');
    for (const header of [tag, `W/${tag}`, `"x", ${tag}`, '*']) {
      const { response, answered } = recordingResponse();
      sendApiOk(response, { a: 1 }, header);
      expect(answered.status).toBe(304);
      expect(answered.body).toBe('');
      expect(answered.headers.etag).toBe(tag);
      expect(answered.headers['access-control-allow-origin']).toBe('*');
    }
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, tag)).toBe(false);
  });

  it('send errors as {error: {code, message}}, uncached but for 404', () => {
    const { response, answered } = recordingResponse();
    sendApiError(response, 'invalid_cursor', 'Bad cursor.');
    expect(answered.status).toBe(400);
    expect(answered.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answered.body)).toEqual({
      error: { code: 'invalid_cursor', message: 'Bad cursor.' },
    });
    const notFound = recordingResponse();
    sendApiError(notFound.response, 'not_found', 'No.');
    expect(notFound.answered.status).toBe(404);
    expect(notFound.answered.headers['cache-control']).toBe('public, max-age=60, s-maxage=60');
  });

  it('say when to retry after too many requests', () => {
    const { response, answered } = recordingResponse();
    sendTooManyRequests(response, 7);
    expect(answered.status).toBe(429);
    expect(answered.headers['retry-after']).toBe('7');
    expect(answered.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answered.body)).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('answer the CORS preflight for GET', () => {
    const { response, answered } = recordingResponse();
    sendPreflight(response);
    expect(answered.status).toBe(204);
    expect(answered.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, HEAD, OPTIONS',
      'access-control-allow-headers': 'If-None-Match',
      allow: 'GET, HEAD, OPTIONS',
    });
  });
});
