import { describe, expect, it } from 'vitest';
import {
  MAX_KEYWORDS,
  MAX_SEARCH_WORDS,
  buildKeywords,
  searchQueryWords,
  searchWords,
  wordPrefixes,
} from '../src/keywords.js';

describe('searchWords', () => {
  it('lowercases and removes the spec characters', () => {
    expect(searchWords('How? do (I) [use] {Firestore}; "now"')).toEqual([
      'how',
      'do',
      'i',
      'use',
      'firestore',
      'now',
    ]);
  });

  it('treats every Unicode punctuation and symbol as a separator and keeps the joined form', () => {
    expect(searchWords('e-mail')).toEqual(['e', 'mail', 'email']);
    expect(searchWords('«bonjour»… ¿qué? 😀 a+b')).toEqual(['bonjour', 'qué', 'a', 'b', 'ab']);
  });

  it('applies NFKC so full-width and compatibility forms match plain text', () => {
    expect(searchWords('ＦＩＲＥＢＡＳＥ ﬁle')).toEqual(['firebase', 'file']);
    expect(searchWords('Cafe\u0301')).toEqual(searchWords('Café'));
  });

  it('segments CJK text into words, keeping the whole chunk too', () => {
    const words = searchWords('東京タワーに行きたい');
    expect(words).toContain('東京タワー');
    expect(words).toContain('行き');
    expect(words).toContain('東京タワーに行きたい');
  });

  it('drops empty tokens and duplicates', () => {
    expect(searchWords('  a  --  A a  ')).toEqual(['a']);
    expect(searchWords('?!.,')).toEqual([]);
  });
});

describe('wordPrefixes', () => {
  it('gives prefixes of three or more code points, excluding the word itself', () => {
    expect(wordPrefixes('firebase')).toEqual(['fir', 'fire', 'fireb', 'fireba', 'firebas']);
    expect(wordPrefixes('abc')).toEqual([]);
    expect(wordPrefixes('ab')).toEqual([]);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(wordPrefixes('𝒶𝒷𝒸𝒹')).toEqual(['𝒶𝒷𝒸']);
  });
});

describe('buildKeywords', () => {
  it('holds the words first, then their prefixes, so a partial word matches', () => {
    const keywords = buildKeywords('Firebase rules');
    expect(keywords.slice(0, 2)).toEqual(['firebase', 'rules']);
    expect(keywords).toContain('fireb');
    expect(keywords).toContain('rul');
    expect(keywords).not.toContain('fi');
  });

  it('caps at MAX_KEYWORDS and never drops a whole word for a prefix', () => {
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const words = Array.from(
      { length: 150 },
      (_, i) => `${letter(i)}${letter(Math.floor(i / 26))}xyz`,
    );
    const keywords = buildKeywords(words.join(' '));
    expect(keywords).toHaveLength(MAX_KEYWORDS);
    expect(keywords.slice(0, 150)).toEqual(words);
  });

  it('is empty for text without words', () => {
    expect(buildKeywords('... ???')).toEqual([]);
  });
});

describe('searchQueryWords', () => {
  it('splits the same way as stored keywords, without prefixes, at most 30 words', () => {
    expect(searchQueryWords('Fireb RULES')).toEqual(['fireb', 'rules']);
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(searchQueryWords(many)).toHaveLength(MAX_SEARCH_WORDS);
  });

  it('finds a stored question by a typed prefix', () => {
    const stored = buildKeywords('Why does my Firestore query need an index?');
    expect(searchQueryWords('firest').some((word) => stored.includes(word))).toBe(true);
  });
});
