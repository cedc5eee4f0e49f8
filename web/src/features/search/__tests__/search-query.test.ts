import { newSearchRequest, searchRequestFromParams } from '@queryhub/search/request';
import { describe, expect, it } from 'vitest';
import { resultsHref, resultsRequest, searchApiUrl, searchDataKey } from '../search-query';

describe('the search URLs', () => {
  it('puts the text in the results path and the rest in the query, tag included', () => {
    const request = newSearchRequest('react hooks', { tag: 'react', page: 2, sort: 'top' });
    expect(resultsHref(request)).toBe('/Results/react-hooks?sort=top&page=2&tag=react');
    expect(resultsHref(newSearchRequest('e-mail -spam'))).toBe(
      '/Results/e-mail--spam?q=e-mail+-spam',
    );
  });

  it('reads back from a results URL the request it was built from', () => {
    const request = newSearchRequest('sourdough starter', {
      tag: 'bread',
      answered: 'answered',
      categoryId: 'c1',
    });
    const url = new URL(resultsHref(request), 'https://example.test');
    expect(resultsRequest('sourdough starter', url.searchParams)).toEqual({
      request,
      refused: null,
    });
    const api = new URL(searchApiUrl(request), 'https://example.test');
    expect(searchRequestFromParams(api.searchParams)).toEqual(request);
  });

  it('turns a refused URL into an empty search that says why', () => {
    const refused = resultsRequest('x', new URLSearchParams('tag=Not A Tag'));
    expect(refused).toEqual({ request: newSearchRequest(''), refused: 'Not a tag.' });
  });

  it('keys the results the same whatever the parameters’ order', () => {
    const a = resultsRequest('x', new URLSearchParams('tag=go&sort=top')).request;
    const b = resultsRequest('x', new URLSearchParams('sort=top&tag=go')).request;
    expect(searchDataKey(a)).toBe(searchDataKey(b));
    expect(searchDataKey(a)).not.toBe(searchDataKey({ ...a, tag: '' }));
  });
});
