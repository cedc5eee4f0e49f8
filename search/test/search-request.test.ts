import { describe, expect, it } from 'vitest';
import { SEARCH_LIMITS } from '@queryhub/model';
import {
  cleanSearchText,
  newSearchRequest,
  SearchInputError,
  searchRequestFromParams,
  searchRequestParams,
  type SearchRequest,
} from '../src/search-request.js';

const parse = (query: string, pathText?: string) =>
  searchRequestFromParams(new URLSearchParams(query), pathText);

describe('searchRequestFromParams and searchRequestParams', () => {
  const requests: SearchRequest[] = [
    newSearchRequest('sourdough starter'),
    newSearchRequest('"exact phrase" -excluded or e-mail', {
      sort: 'top',
      page: 3,
      categoryId: 'cat_1',
      answered: 'unanswered',
      accepted: true,
      tag: 'bread-baking',
      prefix: false,
      exact: true,
    }),
    newSearchRequest('café & ünïcode ?', { sort: 'active', answered: 'answered' }),
  ];

  it.each(requests)('reads back the request it wrote (%o)', (request) => {
    expect(searchRequestFromParams(searchRequestParams(request))).toEqual(request);
  });

  it('leaves defaults out of the URL, and keeps the tag', () => {
    expect(searchRequestParams(newSearchRequest('a b')).toString()).toBe('q=a+b');
    expect(searchRequestParams(newSearchRequest('a', { tag: 'go' })).get('tag')).toBe('go');
  });

  it('reads the path text when q is absent, and q when both are there', () => {
    expect(parse('tag=go', 'from path').text).toBe('from path');
    expect(parse('q=-excluded', 'excluded').text).toBe('-excluded');
  });

  it('falls back to defaults for unknown values', () => {
    expect(parse('q=x&sort=best&answered=maybe&page=-4&accepted=yes&prefix=no')).toEqual(
      newSearchRequest('x'),
    );
    expect(parse('q=x&page=9999').page).toBe(SEARCH_LIMITS.maxPage);
    expect(parse('q=x&page=abc').page).toBe(1);
  });

  it('refuses a text over the limit, a malformed category and a tag that is not one', () => {
    expect(() => parse(`q=${'a'.repeat(SEARCH_LIMITS.queryChars + 1)}`)).toThrow(SearchInputError);
    expect(parse(`q=${'a'.repeat(SEARCH_LIMITS.queryChars)}`).text).toHaveLength(
      SEARCH_LIMITS.queryChars,
    );
    expect(() => parse("q=ok&category=x' OR '1")).toThrow(SearchInputError);
    expect(() => parse('q=ok&tag=Not A Tag')).toThrow(SearchInputError);
    expect(() => parse('q=ok&tag=C%23!')).toThrow(SearchInputError);
  });
});

describe('control characters', () => {
  it('drops NUL and other controls and reads line breaks and tabs as spaces', () => {
    expect(cleanSearchText('sour\u0000dough\u0007')).toBe('sourdough');
    expect(cleanSearchText('  a\tb\r\nc\u0085d  ')).toBe('a b c d');
    expect(parse('q=react%00hooks').text).toBe('reacthooks');
  });

  it('makes a text of control characters an empty search', () => {
    expect(parse('q=%00%01%1F%7F').text).toBe('');
    expect(parse('q=%00%00', 'path').text).toBe('');
  });

  it('counts the length after cleaning', () => {
    const padded = `${'a'.repeat(SEARCH_LIMITS.queryChars)}${'%00'.repeat(20)}`;
    expect(parse(`q=${padded}`).text).toHaveLength(SEARCH_LIMITS.queryChars);
  });
});
