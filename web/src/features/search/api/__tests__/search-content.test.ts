import { newSearchRequest } from '@queryhub/search/request';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_RESULTS, searchContent } from '../search-content';

beforeEach(() => {
  vi.clearAllMocks();
});

describe('searchContent', () => {
  it('reads the results from the search route, with the request’s tag', async () => {
    const results = { ...NO_RESULTS, corrected: 'react' };
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(results)));
    vi.stubGlobal('fetch', fetchMock);
    const onData = vi.fn();
    const request = newSearchRequest('raect -class', {
      sort: 'top',
      page: 2,
      accepted: true,
      tag: 'c#',
    });
    await searchContent(request)(onData, vi.fn());
    await vi.waitFor(() => expect(onData).toHaveBeenCalledWith(results));
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/search?q=raect+-class&sort=top&page=2&accepted=1&tag=c%23',
    );
    vi.unstubAllGlobals();
  });

  it('asks nothing for an empty search', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onData = vi.fn();
    await searchContent(newSearchRequest(''))(onData, vi.fn());
    expect(onData).toHaveBeenCalledWith(NO_RESULTS);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('fails a malformed answer as it fails a failed request: the page shows its load error', async () => {
    const request = newSearchRequest('react');
    const failures: Error[] = [];
    for (const response of [
      new Response('{}', { status: 500 }),
      new Response(JSON.stringify({ ...NO_RESULTS, questions: [{ id: 'q1' }] })),
      new Response(JSON.stringify({ ...NO_RESULTS, nextPage: '2' })),
      new Response('<!doctype html>'),
    ]) {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response));
      const onData = vi.fn();
      const onError = vi.fn();
      await searchContent(request)(onData, onError);
      await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
      expect(onData).not.toHaveBeenCalled();
      failures.push(onError.mock.calls[0]?.[0] as Error);
    }
    expect(failures.every((failure) => failure instanceof Error)).toBe(true);
    vi.unstubAllGlobals();
  });
});
