import { describe, expect, it } from 'vitest';
import {
  MAX_KEYWORDS,
  MAX_SEARCH_WORDS,
  MAX_WORD_LENGTH,
  buildKeywords,
  capWord,
  cutText,
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

describe('bounded work on hostile text', () => {
  const cpuMillis = (run: () => unknown) => {
    const start = process.cpuUsage();
    run();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };

  it('indexes the NFKC keyword bomb (10,000 × U+3316) in bounded keywords and time', () => {
    // NFKC turns each U+3316 into six katakana, one 60,000-letter word.
    const bomb = '\u3316'.repeat(10000);
    let keywords: string[] = [];
    const millis = cpuMillis(() => {
      keywords = buildKeywords(bomb);
    });
    expect(keywords.length).toBeLessThanOrEqual(MAX_KEYWORDS);
    expect(keywords).toContain('キロメートル');
    expect(Math.max(...keywords.map((word) => Array.from(word).length))).toBe(MAX_WORD_LENGTH);
    expect(millis).toBeLessThan(1000);
  });

  it('bounds the widest NFKC expansion (U+FDFA, 18 letters each) and a single huge word', () => {
    for (const text of ['\uFDFA'.repeat(10000), 'x'.repeat(10000), '𝒶'.repeat(5000)]) {
      const keywords = buildKeywords(text);
      expect(keywords.length).toBeLessThanOrEqual(MAX_KEYWORDS);
      expect(keywords.every((word) => Array.from(word).length <= MAX_WORD_LENGTH)).toBe(true);
    }
  });

  it('stops at MAX_KEYWORDS words on text of thousands of distinct words', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' ');
    const keywords = buildKeywords(text);
    expect(keywords).toHaveLength(MAX_KEYWORDS);
    expect(keywords[0]).toBe('w0');
  });

  it('cuts a long word the same way for storing and searching, so it is still found', () => {
    const long = `super${'cali'.repeat(20)}`;
    expect(capWord(long)).toHaveLength(MAX_WORD_LENGTH);
    expect(buildKeywords(long)).toContain(searchQueryWords(long)[0]);
  });

  it('never splits a surrogate pair when cutting text', () => {
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('ab😀', 4)).toBe('ab😀');
    expect(wordPrefixes('x'.repeat(100)).length).toBeLessThanOrEqual(MAX_WORD_LENGTH);
  });
});
