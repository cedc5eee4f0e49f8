import { describe, expect, it } from 'vitest';
import {
  parseTagFilter,
  TAG_INDEX_PAGE_SIZE,
  tagIndexHref,
  tagIndexQuery,
  toTagIndexPage,
} from '../api/tag-index';

const doc = (id: string, QuestionCount?: number) => ({
  id,
  data: () => (QuestionCount === undefined ? {} : { QuestionCount }),
});

describe('the tag index query', () => {
  it('reads the most used tags without a filter, a name range with one', () => {
    expect(tagIndexQuery('', '')).toEqual({ kind: 'most-used', after: '' });
    expect(tagIndexQuery('', 'python')).toEqual({ kind: 'most-used', after: 'python' });
    expect(tagIndexQuery('py', '')).toEqual({ kind: 'by-name', prefix: 'py', after: '' });
    expect(tagIndexQuery('py', 'pytest')).toEqual({
      kind: 'by-name',
      prefix: 'py',
      after: 'pytest',
    });
  });

  it('ignores a cursor that is not a tag or lies before the filter, reads nothing for a non-tag prefix', () => {
    expect(tagIndexQuery('', 'a/b')).toEqual({ kind: 'most-used', after: '' });
    expect(tagIndexQuery('py', 'java')).toEqual({ kind: 'by-name', prefix: 'py', after: '' });
    expect(tagIndexQuery('c#!', '')).toEqual({ kind: 'none' });
    expect(tagIndexQuery('a/b', '')).toEqual({ kind: 'none' });
  });

  it('takes the filter box text trimmed and lowercased', () => {
    expect(parseTagFilter('  PyTh ')).toBe('pyth');
    expect(parseTagFilter(null)).toBe('');
    expect(parseTagFilter('x'.repeat(50))).toHaveLength(35);
  });

  it('builds page URLs with the filter and the cursor', () => {
    expect(tagIndexHref('')).toBe('/Tags');
    expect(tagIndexHref('c+')).toBe('/Tags?filter=c%2B');
    expect(tagIndexHref('', 'node.js')).toBe('/Tags?after=node.js');
    expect(tagIndexHref('c', 'c#')).toBe('/Tags?filter=c&after=c%23');
  });
});

describe('toTagIndexPage', () => {
  it('keeps the counts, leaves out tags no question carries, and says whether there is more', () => {
    expect(toTagIndexPage([doc('css', 3), doc('html', 0), doc('js')])).toEqual({
      tags: [{ tag: 'css', questionCount: 3 }],
      nextAfter: null,
    });
    const full = Array.from({ length: TAG_INDEX_PAGE_SIZE + 1 }, (_, n) =>
      doc(`t${String(n).padStart(3, '0')}`, 100 - n),
    );
    const page = toTagIndexPage(full);
    expect(page.tags).toHaveLength(TAG_INDEX_PAGE_SIZE);
    expect(page.nextAfter).toBe(`t${String(TAG_INDEX_PAGE_SIZE - 1).padStart(3, '0')}`);
  });
});
