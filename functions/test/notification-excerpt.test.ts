import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, excerpt } from '../src/notifications/notification-fields';

describe('excerpt', () => {
  it('shows the words a reader sees, without Markdown markup', () => {
    const text =
      '## Why does **`Array.sort`** fail?\n\nSee [the docs](https://example.com/sort) _now_.';
    expect(excerpt(text)).toBe('Why does Array.sort fail? See the docs now.');
  });

  it('keeps text that merely looks like HTML as text', () => {
    expect(excerpt('Is <b>bold</b> allowed & why?')).toBe('Is <b>bold</b> allowed & why?');
  });

  it('is one line of at most EXCERPT_LENGTH characters', () => {
    const line = excerpt(`first line\n\n${'word '.repeat(100)}`);
    expect(line).not.toContain('\n');
    expect(line).toHaveLength(EXCERPT_LENGTH);
    expect(line.endsWith('…')).toBe(true);
  });
});
