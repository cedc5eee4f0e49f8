// Spelling correction from the lexicon of the posts' words. Each unknown word brings its few
// nearest known words (pg_trgm finds them, edit distance orders them); the combinations are
// ranked (pure, below) and the best one that finds posts wins. Bounded: one lexicon query and
// one existence query per search.
import type { Queryable } from './database.js';

/** Words of the text that may be corrected: runs of letters and digits. */
const WORD = /[\p{L}\p{N}]{3,30}/gu;

/** Known words the lexicon offers per unknown word (trigram similarity, the most first). */
const LEXICON_CANDIDATES = 20;
/** Of those, the nearest combined per unknown word. */
const CANDIDATES_PER_WORD = 3;
/** Unknown words whose candidates are combined; further ones take their best candidate. */
const COMBINED_WORDS = 4;
/** Corrected texts tried (in one existence query) per search. */
export const MAX_CORRECTIONS = 8;

export interface WordCandidate {
  word: string;
  /** Edits (insert, delete, substitute) from the typed word. */
  distance: number;
  /** Trigram similarity to the typed word, 0..1. */
  similarity: number;
  /** Visible posts using the word. */
  ndoc: number;
}

export interface UnknownWord {
  /** As typed, lower-cased. */
  word: string;
  candidates: WordCandidate[];
}

/** Levenshtein distance between two words (by code point). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  x.forEach((cx, i) => {
    const current = [i + 1];
    y.forEach((cy, j) => {
      current.push(
        Math.min(
          (previous[j + 1] ?? 0) + 1,
          (current[j] ?? 0) + 1,
          (previous[j] ?? 0) + (cx === cy ? 0 : 1),
        ),
      );
    });
    previous = current;
  });
  return previous[y.length] ?? 0;
}

/** How near a candidate, or a combination of them, is: fewer edits, more similar, more used. */
interface Rank {
  distance: number;
  similarity: number;
  frequency: number;
}

interface Choice extends Rank {
  replacements: Map<string, string>;
}

const nearestFirst = (a: Rank, b: Rank) =>
  a.distance - b.distance || b.similarity - a.similarity || b.frequency - a.frequency;

const rankOf = (c: WordCandidate): Rank => ({
  distance: c.distance,
  similarity: c.similarity,
  frequency: Math.log1p(c.ndoc),
});

function extend(choice: Choice, typed: string, candidate: WordCandidate): Choice {
  const rank = rankOf(candidate);
  return {
    replacements: new Map([...choice.replacements, [typed, candidate.word]]),
    distance: choice.distance + rank.distance,
    similarity: choice.similarity + rank.similarity,
    frequency: choice.frequency + rank.frequency,
  };
}

/** A word's nearest candidates: fewest edits, then most similar, then used by most posts. */
export function nearestCandidates(
  candidates: readonly WordCandidate[],
  count = CANDIDATES_PER_WORD,
): WordCandidate[] {
  return [...candidates].sort((a, b) => nearestFirst(rankOf(a), rankOf(b))).slice(0, count);
}

/**
 * The replacements to try, best first, at most `max`: every combination of the unknown words'
 * nearest candidates, ranked by total edits, then summed similarity, then how many posts use
 * the words (log scale). Words without a candidate stay as typed.
 */
export function rankCorrections(
  unknown: readonly UnknownWord[],
  max = MAX_CORRECTIONS,
): Map<string, string>[] {
  const withCandidates = unknown.filter((u) => u.candidates.length > 0);
  if (withCandidates.length === 0) return [];
  let choices: Choice[] = [{ replacements: new Map(), distance: 0, similarity: 0, frequency: 0 }];
  withCandidates.forEach((u, index) => {
    const nearest = nearestCandidates(u.candidates, index < COMBINED_WORDS ? undefined : 1);
    choices = choices.flatMap((choice) => nearest.map((c) => extend(choice, u.word, c)));
  });
  return choices
    .sort(nearestFirst)
    .slice(0, max)
    .map((choice) => choice.replacements);
}

/** The text with its words replaced (matched case-insensitively), the rest as typed. */
export function applyCorrection(text: string, replacements: ReadonlyMap<string, string>): string {
  return text.replace(WORD, (word) => replacements.get(word.toLowerCase()) ?? word);
}

/** The unknown words of the text with their best candidates. */
async function unknownWords(db: Queryable, words: string[]): Promise<UnknownWord[]> {
  const { rows } = await db.query<{ typed: string; word: string; sim: number; ndoc: number }>(
    `SELECT w.word AS typed, c.word, c.sim, c.ndoc
     FROM unnest($1::text[]) WITH ORDINALITY AS w(word, i)
     CROSS JOIN LATERAL (
       SELECT l.word, similarity(l.word, lower(unaccent(w.word)))::float8 AS sim, l.ndoc
       FROM search_lexicon l
       WHERE l.word % lower(unaccent(w.word)) AND l.ndoc > 0
       ORDER BY sim DESC, l.ndoc DESC, l.word
       LIMIT ${LEXICON_CANDIDATES}) AS c
     WHERE NOT EXISTS (SELECT 1 FROM search_lexicon k
       WHERE k.word = lower(unaccent(w.word)) AND k.ndoc > 0)
     ORDER BY w.i, c.sim DESC, c.ndoc DESC, c.word`,
    [words],
  );
  const byWord = new Map<string, WordCandidate[]>();
  for (const row of rows) {
    const list = byWord.get(row.typed) ?? [];
    list.push({
      word: row.word,
      distance: editDistance(row.typed, row.word),
      similarity: row.sim,
      ndoc: row.ndoc,
    });
    byWord.set(row.typed, list);
  }
  return [...byWord].map(([word, candidates]) => ({ word, candidates }));
}

/** The first of the texts (in order) that some visible post matches, or null. */
async function firstFinding(db: Queryable, texts: string[]): Promise<string | null> {
  const { rows } = await db.query<{ text: string }>(
    `SELECT t.text FROM unnest($1::text[]) WITH ORDINALITY AS t(text, i)
     WHERE EXISTS (SELECT 1 FROM posts p
       WHERE p.search_vector @@ websearch_to_tsquery('queryhub', t.text)
         AND NOT p.deleted AND NOT p.hidden)
     ORDER BY t.i LIMIT 1`,
    [texts],
  );
  return rows[0]?.text ?? null;
}

/**
 * The text with its unknown words corrected, in the best combination that finds posts; null
 * when every word is known, none has a close match, or no combination finds anything.
 */
export async function correctSpelling(db: Queryable, text: string): Promise<string | null> {
  const words = [...new Set(Array.from(text.matchAll(WORD), (m) => m[0].toLowerCase()))];
  if (words.length === 0) return null;
  const texts = rankCorrections(await unknownWords(db, words)).map((r) => applyCorrection(text, r));
  return texts.length === 0 ? null : firstFinding(db, texts);
}
