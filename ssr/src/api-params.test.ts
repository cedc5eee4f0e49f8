import { describe, expect, it } from 'vitest';
import { encodeCursor } from './api-cursor';
import { parseApiRequest } from './api-params';

const refused = (code: string, message: RegExp | string) => ({
  kind: 'refused',
  code,
  message: expect.stringMatching(message),
});

describe('parseApiRequest', () => {
  it('reads the question list with its defaults, filters and sorts', () => {
    expect(parseApiRequest('/api/v1/questions')).toEqual({
      kind: 'questions',
      scope: { kind: 'all' },
      sort: 'newest',
      limit: 20,
      after: null,
    });
    expect(parseApiRequest('/api/v1/questions?category=cat_1&sort=top&limit=50')).toMatchObject({
      scope: { kind: 'category', categoryId: 'cat_1' },
      sort: 'top',
      limit: 50,
    });
    expect(parseApiRequest('/api/v1/questions?tag=c%2B%2B&sort=unanswered&limit=1')).toMatchObject({
      scope: { kind: 'tag', tag: 'c++' },
      sort: 'unanswered',
      limit: 1,
    });
  });

  it('takes a cursor of the list and sort it is sent with, and no other', () => {
    const after = {
      list: 'questions.top' as const,
      values: [4, { seconds: 9, nanos: 0 }],
      id: 'q9',
    };
    const cursor = encodeCursor(after);
    expect(parseApiRequest(`/api/v1/questions?sort=top&cursor=${cursor}`)).toMatchObject({ after });
    expect(parseApiRequest(`/api/v1/questions?cursor=${cursor}`)).toEqual(
      refused('invalid_cursor', /cursor/),
    );
    expect(parseApiRequest(`/api/v1/tags?cursor=${cursor}`)).toEqual(
      refused('invalid_cursor', /cursor/),
    );
    expect(parseApiRequest('/api/v1/categories?cursor=bm9wZQ')).toEqual(
      refused('invalid_cursor', /nextCursor/),
    );
  });

  it.each([
    ['limit=0', /'limit' must be a whole number from 1 to 50/],
    ['limit=51', /from 1 to 50/],
    ['limit=1e1', /from 1 to 50/],
    ['limit=-1', /from 1 to 50/],
    ['limit=', /from 1 to 50/],
    [`limit=${'9'.repeat(400)}`, /from 1 to 50/],
    ['sort=oldest', /'sort' must be one of 'newest', 'top', 'unanswered', 'active'/],
    ['category=a%20b', /not a category id/],
    [`category=${'a'.repeat(129)}`, /not a category id/],
    ['tag=Not%20a%20tag', /not a tag/],
    ['category=c1&tag=go', /'category' or by 'tag', not both/],
    [
      'page=2',
      /Unknown parameter 'page'; this endpoint takes 'category', 'tag', 'sort', 'limit', 'cursor'/,
    ],
    ['limit=5&limit=6', /'limit' is given more than once/],
  ])('refuses questions?%s with a clear message', (query, message) => {
    expect(parseApiRequest(`/api/v1/questions?${query}`)).toEqual(
      refused('invalid_parameter', message),
    );
  });

  it('reads one question, one user, categories, tags and the document', () => {
    expect(parseApiRequest('/api/v1/questions/q_1-A')).toEqual({ kind: 'question', id: 'q_1-A' });
    expect(parseApiRequest('/api/v1/users/u123')).toEqual({ kind: 'user', uid: 'u123' });
    expect(parseApiRequest('/api/v1/categories?limit=5')).toEqual({
      kind: 'categories',
      limit: 5,
      after: null,
    });
    expect(parseApiRequest('/api/v1/tags')).toEqual({ kind: 'tags', limit: 20, after: null });
    expect(parseApiRequest('/api/v1/openapi.json')).toEqual({ kind: 'openapi' });
  });

  it('refuses ids no document can have, and parameters where none are taken', () => {
    expect(parseApiRequest('/api/v1/questions/a.b')).toEqual(
      refused('invalid_parameter', /not a question id/),
    );
    expect(parseApiRequest('/api/v1/users/%E0%A4%A')).toEqual(
      refused('invalid_parameter', /not a user id/),
    );
    expect(parseApiRequest('/api/v1/questions/q1?x=1')).toEqual(
      refused('invalid_parameter', /takes no parameters; 'x' was sent/),
    );
  });

  it('knows no other path', () => {
    for (const path of [
      '/api/v1/',
      '/api/v1/answers',
      '/api/v1/questions/',
      '/api/v1/questions/q1/answers',
      '/api/v1/users',
      '/api/v2/questions',
    ]) {
      expect(parseApiRequest(path)).toEqual({ kind: 'not-found' });
    }
  });

  it('refuses a URL over the length limit', () => {
    expect(parseApiRequest(`/api/v1/search?q=${'a'.repeat(2100)}`)).toEqual(
      refused('invalid_parameter', /longer than 2048 characters/),
    );
  });

  describe('the search', () => {
    it("reads THE search request's URL form, its page from the cursor", () => {
      const cursor = encodeCursor({ list: 'search', values: [3], id: '' });
      expect(
        parseApiRequest(
          `/api/v1/search?q=react+hooks&sort=top&category=c1&tag=react&answered=answered&accepted=1&exact=1&prefix=0&cursor=${cursor}`,
        ),
      ).toEqual({
        kind: 'search',
        request: {
          text: 'react hooks',
          sort: 'top',
          page: 3,
          categoryId: 'c1',
          answered: 'answered',
          accepted: true,
          tag: 'react',
          prefix: false,
          exact: true,
        },
      });
      expect(parseApiRequest('/api/v1/search?q=x')).toMatchObject({
        request: { text: 'x', sort: 'relevance', page: 1, prefix: true, exact: false },
      });
    });

    it.each([
      ['', /'q', the text to search for, is required/],
      ['q=%20%20', /is required/],
      [`q=${'a'.repeat(201)}`, /longer than 200 characters/],
      ['q=x&sort=best', /'sort' must be one of 'relevance'/],
      ['q=x&answered=yes', /'answered' must be one of 'any', 'answered', 'unanswered'/],
      ['q=x&accepted=true', /'accepted' must be one of '0', '1'/],
      ['q=x&category=a%2Fb', /Unknown category/],
      ['q=x&tag=A%20B', /Not a tag/],
      ['q=x&page=2', /Unknown parameter 'page'/],
      ['q=x&limit=5', /Unknown parameter 'limit'/],
    ])('refuses search?%s', (query, message) => {
      expect(parseApiRequest(`/api/v1/search?${query}`)).toEqual(
        refused('invalid_parameter', message),
      );
    });

    it('refuses a cursor of another list', () => {
      const cursor = encodeCursor({ list: 'tags', values: [1], id: 'go' });
      expect(parseApiRequest(`/api/v1/search?q=x&cursor=${cursor}`)).toEqual(
        refused('invalid_cursor', /cursor/),
      );
    });
  });
});
