import { describe, expect, it } from 'vitest';
import { insertMention, MAX_SUGGESTIONS, suggestNames, typedMention } from '../mention-query';

describe('typedMention', () => {
  it('finds the @prefix right before the caret', () => {
    expect(typedMention('Thanks @al', 10)).toEqual({ start: 7, prefix: 'al' });
    expect(typedMention('@', 1)).toEqual({ start: 0, prefix: '' });
  });

  it('ignores e-mail addresses, finished words and a caret elsewhere', () => {
    expect(typedMention('me@al', 5)).toBeNull();
    expect(typedMention('@al and more', 12)).toBeNull();
    expect(typedMention('Thanks @al', 3)).toBeNull();
  });
});

describe('suggestNames', () => {
  const names = ['Alice', 'alan', 'Bob', 'Al Smith', 'Alice', 'Alba', 'Alma', 'Alto', 'Alps'];

  it('offers names starting with the prefix in any case, distinct, spaces written as _', () => {
    expect(suggestNames(names, 'AL').slice(0, 4)).toEqual(['Alice', 'alan', 'Al_Smith', 'Alba']);
    expect(suggestNames(names, 'b')).toEqual(['Bob']);
  });

  it(`offers at most ${MAX_SUGGESTIONS}, and nothing once the name is typed in full`, () => {
    expect(suggestNames(names, '')).toHaveLength(MAX_SUGGESTIONS);
    expect(suggestNames(names, 'Bob')).toEqual([]);
  });
});

describe('insertMention', () => {
  it('replaces the typed prefix and puts the caret after the name', () => {
    const text = 'Thanks @al, see above';
    const mention = typedMention(text, 10)!;
    expect(insertMention(text, mention, 10, 'alan')).toEqual({
      text: 'Thanks @alan , see above',
      caret: 13,
    });
  });
});
