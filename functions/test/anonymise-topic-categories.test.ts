import { describe, expect, it } from 'vitest';
import { withAnonymisedCategories } from '../src/accounts/anonymise-topic-categories';

describe('withAnonymisedCategories', () => {
  const item = (id: string, UserName: string) => ({ id, Subject: id, UserName, date: null });

  it('renames only the given categories and keeps the rest as they are', () => {
    const list = [item('a', 'Lucy'), item('b', 'Sam')];
    expect(withAnonymisedCategories(list, new Set(['a']))).toEqual([
      item('a', 'Deleted user'),
      item('b', 'Sam'),
    ]);
  });

  it('returns null when nothing changes, so a rerun writes nothing', () => {
    expect(withAnonymisedCategories([item('a', 'Deleted user')], new Set(['a']))).toBeNull();
    expect(withAnonymisedCategories([item('b', 'Sam')], new Set(['a']))).toBeNull();
    expect(withAnonymisedCategories(undefined, new Set(['a']))).toBeNull();
  });
});
