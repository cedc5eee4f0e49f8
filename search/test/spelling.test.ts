import { describe, expect, it } from 'vitest';
import {
  applyCorrection,
  editDistance,
  MAX_CORRECTIONS,
  nearestCandidates,
  rankCorrections,
  type UnknownWord,
  type WordCandidate,
} from '../src/spelling.js';

/** A candidate of `typed` as the lexicon query gives it (the distance computed as it does). */
const candidate = (typed: string, word: string, similarity: number, ndoc = 1): WordCandidate => ({
  word,
  distance: editDistance(typed, word),
  similarity,
  ndoc,
});

const unknownWord = (word: string, candidates: [string, number, number?][]): UnknownWord => ({
  word,
  candidates: candidates.map(([c, similarity, ndoc]) => candidate(word, c, similarity, ndoc)),
});

const texts = (text: string, unknown: UnknownWord[], max?: number) =>
  rankCorrections(unknown, max).map((r) => applyCorrection(text, r));

describe('editDistance', () => {
  it('counts inserts, deletes and substitutions', () => {
    expect(editDistance('startr', 'starter')).toBe(1);
    expect(editDistance('startr', 'start')).toBe(1);
    expect(editDistance('startr', 'started')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('café', 'cafe')).toBe(1);
  });
});

describe('rankCorrections', () => {
  // Trigram similarities as pg_trgm computes them for these words.
  const sourdough = [
    unknownWord('sourdugh', [['sourdough', 0.6, 3]]),
    unknownWord('startr', [
      ['start', 0.625, 40],
      ['star', 0.5, 50],
      ['started', 0.5, 30],
      ['starts', 0.556, 20],
      ['starter', 0.5, 3],
    ]),
  ];

  it('keeps the runner-ups of a word after its nearest (startr: start, starts, starter)', () => {
    expect(texts('sourdugh startr acetone', sourdough)).toEqual([
      'sourdough start acetone',
      'sourdough starts acetone',
      'sourdough starter acetone',
    ]);
  });

  it('ranks a word’s candidates by edits before similarity and use', () => {
    const [, startr] = sourdough;
    expect(nearestCandidates(startr?.candidates ?? []).map((c) => c.word)).toEqual([
      'start',
      'starts',
      'starter',
    ]);
  });

  it('ranks combinations by total edits, then summed similarity, two typos at once', () => {
    const unknown = [
      unknownWord('pyhton', [
        ['python', 0.4],
        ['photon', 0.38],
      ]),
      unknownWord('dictonary', [
        ['dictionary', 0.7],
        ['diction', 0.5],
      ]),
    ];
    expect(texts('pyhton dictonary', unknown)).toEqual([
      'python dictionary',
      'photon dictionary',
      'python diction',
      'photon diction',
    ]);
  });

  it('prefers the word more posts use when edits and similarity tie', () => {
    const unknown = [
      unknownWord('bred', [
        ['bead', 0.5, 2],
        ['brad', 0.5, 90],
      ]),
    ];
    expect(texts('bred', unknown)).toEqual(['brad', 'bead']);
  });

  it('is bounded however many words and candidates there are', () => {
    const many = Array.from({ length: 9 }, (_, i) =>
      unknownWord(`word${i}x`, [
        [`word${i}a`, 0.5],
        [`word${i}b`, 0.4],
        [`word${i}c`, 0.3],
      ]),
    );
    expect(rankCorrections(many)).toHaveLength(MAX_CORRECTIONS);
    expect(rankCorrections(many, 2)).toHaveLength(2);
  });

  it('offers nothing when no unknown word has a candidate', () => {
    expect(rankCorrections([{ word: 'zzzq', candidates: [] }])).toEqual([]);
    expect(rankCorrections([])).toEqual([]);
  });
});

describe('applyCorrection', () => {
  it('replaces words whatever their case and keeps operators and the rest as typed', () => {
    const fix = new Map([['colr', 'color']]);
    expect(applyCorrection('"Colr picker" -COLR or css', fix)).toBe('"color picker" -color or css');
  });
});
