// Spelling correction from the lexicon of the posts' words (pg_trgm similarity).
import type { Queryable } from './database.js';

/** Words of the text that may be corrected: plain words, not operators or quoted parts. */
const WORD = /[\p{L}\p{N}]{3,30}/gu;

/**
 * The text with each unknown word replaced by the most similar known word (more frequent wins a
 * tie), or null when every word is known or none has a close match.
 */
export async function correctSpelling(db: Queryable, text: string): Promise<string | null> {
  const words = [...new Set(Array.from(text.matchAll(WORD), (m) => m[0].toLowerCase()))];
  if (words.length === 0) return null;
  const { rows } = await db.query<{ original: string; suggestion: string | null }>(
    `SELECT w.word AS original,
       (SELECT l.word FROM search_lexicon l
        WHERE l.word % lower(unaccent(w.word))
        ORDER BY similarity(l.word, lower(unaccent(w.word))) DESC, l.ndoc DESC, l.word
        LIMIT 1) AS suggestion
     FROM unnest($1::text[]) AS w(word)
     WHERE NOT EXISTS (SELECT 1 FROM search_lexicon k WHERE k.word = lower(unaccent(w.word)))`,
    [words],
  );
  const replacements = new Map(
    rows.flatMap((row) => (row.suggestion ? [[row.original, row.suggestion] as const] : [])),
  );
  if (replacements.size === 0) return null;
  return text.replace(WORD, (word) => replacements.get(word.toLowerCase()) ?? word);
}
