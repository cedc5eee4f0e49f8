import { describe, expect, it, vi } from 'vitest';
import { API_LIMITS } from '@queryhub/model';
import { decodeCursor, encodeCursor } from './api-cursor';
import {
  callApi,
  fakeApiData,
  nextQuestions,
  testDependencies,
  type FakeCalls,
} from './api-test-data';

const json = (body: string): unknown => JSON.parse(body);

describe('the public API handler', () => {
  it('lists questions, hidden ones left out, with a cursor that continues the same list', async () => {
    const calls: FakeCalls = { questions: [], search: [] };
    const deps = testDependencies({ data: fakeApiData(calls) });
    const first = await callApi(deps, '/api/v1/questions?category=cat1&sort=top&limit=2');
    expect(first.status).toBe(200);
    const page = json(first.body) as { items: { id: string }[]; nextCursor: string };
    expect(page.items.map((item) => item.id)).toEqual(['q1', 'q3']);
    expect(decodeCursor(page.nextCursor, 'questions.top')).toEqual({
      list: 'questions.top',
      ...nextQuestions('top'),
    });
    await callApi(
      deps,
      `/api/v1/questions?category=cat1&sort=top&limit=2&cursor=${page.nextCursor}`,
    );
    expect(calls.questions[1]).toEqual({
      scope: { kind: 'category', categoryId: 'cat1' },
      sort: 'top',
      page: { limit: 2, after: { list: 'questions.top', ...nextQuestions('top') } },
    });
  });

  it('ends the list rather than give out a cursor it would refuse', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deps = testDependencies({
      data: {
        ...fakeApiData(),
        questions: () => Promise.resolve({ items: [], next: nextQuestions('newest') }),
      },
    });
    const answered = await callApi(deps, '/api/v1/questions?sort=top');
    warn.mockRestore();
    expect(json(answered.body)).toEqual({ items: [], nextCursor: null });
  });

  it("answers 404 for an unknown category's list", async () => {
    const answered = await callApi(testDependencies(), '/api/v1/questions?category=nope');
    expect(answered.status).toBe(404);
    expect(json(answered.body)).toMatchObject({ error: { code: 'not_found' } });
  });

  it('serves one question, and 404 for a hidden or missing one', async () => {
    const deps = testDependencies();
    const found = await callApi(deps, '/api/v1/questions/q1');
    expect(found.status).toBe(200);
    expect(json(found.body)).toMatchObject({ id: 'q1', acceptedAnswerId: 'a2' });
    for (const id of ['q2', 'missing']) {
      const answered = await callApi(deps, `/api/v1/questions/${id}`);
      expect(answered.status).toBe(404);
      expect(answered.body).not.toContain('Hidden spam');
    }
  });

  it('serves categories, tags, a user and the OpenAPI document', async () => {
    const deps = testDependencies();
    const categories = json((await callApi(deps, '/api/v1/categories')).body) as {
      nextCursor: string;
    };
    expect(decodeCursor(categories.nextCursor, 'categories')).not.toBeNull();
    expect(json((await callApi(deps, '/api/v1/tags?limit=50')).body)).toMatchObject({
      items: [{ name: 'javascript', questionCount: 3 }],
      nextCursor: null,
    });
    const user = await callApi(deps, '/api/v1/users/alice');
    expect(json(user.body)).toMatchObject({ uid: 'alice', reputation: 120 });
    expect(user.body).not.toMatch(/mail/i);
    expect((await callApi(deps, '/api/v1/users/bob')).status).toBe(404);
    expect(json((await callApi(deps, '/api/v1/openapi.json')).body)).toMatchObject({
      openapi: '3.1.0',
    });
  });

  it('searches with the request parsed once, paging by cursor', async () => {
    const calls: FakeCalls = { questions: [], search: [] };
    const deps = testDependencies({ data: fakeApiData(calls) });
    const results = json((await callApi(deps, '/api/v1/search?q=about&sort=newest')).body) as {
      nextCursor: string;
    };
    expect(decodeCursor(results.nextCursor, 'search')?.values).toEqual([2]);
    await callApi(deps, `/api/v1/search?q=about&sort=newest&cursor=${results.nextCursor}`);
    expect(calls.search.map(({ text, sort, page }) => ({ text, sort, page }))).toEqual([
      { text: 'about', sort: 'newest', page: 1 },
      { text: 'about', sort: 'newest', page: 2 },
    ]);
  });

  it('refuses a forged cursor and malformed parameters with 400 and a JSON error', async () => {
    const deps = testDependencies();
    const forged = encodeCursor({ list: 'questions.newest', values: [1], id: 'q1' });
    const answered = await callApi(deps, `/api/v1/questions?cursor=${forged}`);
    expect(answered.status).toBe(400);
    expect(json(answered.body)).toEqual({
      error: { code: 'invalid_cursor', message: expect.stringContaining('cursor') },
    });
    expect((await callApi(deps, '/api/v1/questions?limit=500')).status).toBe(400);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const deps = testDependencies();
    const first = await callApi(deps, '/api/v1/questions/q1');
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    const again = await callApi(deps, '/api/v1/questions/q1', {
      headers: { 'If-None-Match': etag },
    });
    expect(again).toMatchObject({ status: 304, body: '' });
    const changed = await callApi(deps, '/api/v1/questions/q1', {
      headers: { 'If-None-Match': '"stale"' },
    });
    expect(changed.status).toBe(200);
  });

  it('answers HEAD as GET, the preflight, and 405 with Allow to every other method', async () => {
    const deps = testDependencies();
    expect((await callApi(deps, '/api/v1/questions', { method: 'OPTIONS' })).status).toBe(204);
    expect((await callApi(deps, '/api/v1/questions', { method: 'HEAD' })).status).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answered = await callApi(deps, '/api/v1/questions', { method });
      expect(answered.status).toBe(405);
      expect(answered.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(json(answered.body)).toMatchObject({ error: { code: 'method_not_allowed' } });
    }
  });

  it('answers 429 with Retry-After once a client has spent its burst, others unaffected', async () => {
    const deps = testDependencies();
    const flood = { headers: { 'x-test-client': '198.51.100.1' } };
    for (let n = 0; n < API_LIMITS.burst; n += 1) {
      expect((await callApi(deps, '/api/v1/tags', flood)).status).toBe(200);
    }
    const refused = await callApi(deps, '/api/v1/tags', flood);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(json(refused.body)).toMatchObject({ error: { code: 'rate_limited' } });
    expect((await callApi(deps, '/api/v1/tags')).status).toBe(200);
    deps.clock.now += 1000;
    expect((await callApi(deps, '/api/v1/tags', flood)).status).toBe(200);
  });

  it('answers 404 for an unknown path and 500 when a read fails, as JSON', async () => {
    const deps = testDependencies({
      data: { ...fakeApiData(), tags: () => Promise.reject(new Error('boom')) },
    });
    expect((await callApi(deps, '/api/v1/answers')).status).toBe(404);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await callApi(deps, '/api/v1/tags');
    error.mockRestore();
    expect(failed.status).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
    expect(json(failed.body)).toMatchObject({ error: { code: 'internal' } });
    expect(failed.body).not.toContain('boom');
  });
});
