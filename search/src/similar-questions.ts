// "Similar questions" while asking and "Related questions" on a question page: the draft's
// rarest known words find candidates, trigram similarity of the titles orders them (Discourse's
// "similar topics").
import { SEARCH_LIMITS } from '@queryhub/model';
import type { Queryable } from './database.js';

export interface SimilarQuestion {
  questionId: string;
  sourceUpdatedMillis: number;
}

/** Newest matches of the rare words re-ranked by title similarity. */
const CANDIDATES = 200;

const SIMILAR = `
  WITH draft AS (SELECT lower(unaccent($1)) AS text),
  words AS (
    SELECT l.word FROM search_lexicon l
    WHERE l.ndoc > 0 AND l.word IN (
      SELECT w FROM draft, regexp_split_to_table(draft.text, '[^[:alnum:]]+') AS w
      WHERE length(w) BETWEEN 3 AND 30)
    ORDER BY l.ndoc ASC, l.word
    LIMIT ${SEARCH_LIMITS.similarWords}
  ),
  q AS (SELECT websearch_to_tsquery('queryhub', string_agg(word, ' or ')) AS query FROM words),
  candidates AS (
    SELECT p.post_id, p.title, p.source_updated_at FROM posts p, q
    WHERE p.search_vector @@ q.query AND NOT p.deleted AND NOT p.hidden
      AND p.kind = 'question' AND p.post_id <> $2
    ORDER BY p.created_at DESC
    LIMIT ${CANDIDATES}
  )
  SELECT post_id, source_updated_at FROM candidates, draft
  ORDER BY similarity(lower(unaccent(candidates.title)), draft.text) DESC, post_id
  LIMIT $3`;

/** Up to `limit` existing questions most like the draft title (never `excludeId`). */
export async function similarQuestions(
  db: Queryable,
  draft: string,
  excludeId = '',
  limit: number = SEARCH_LIMITS.similarCount,
): Promise<SimilarQuestion[]> {
  const text = draft.trim().slice(0, SEARCH_LIMITS.queryChars);
  if (text === '') return [];
  const { rows } = await db.query<{ post_id: string; source_updated_at: Date }>(SIMILAR, [
    text,
    excludeId,
    limit,
  ]);
  return rows.map((row) => ({
    questionId: row.post_id,
    sourceUpdatedMillis: row.source_updated_at.getTime(),
  }));
}

/** Questions related to a mirrored question (its title as the draft). */
export async function relatedQuestions(
  db: Queryable,
  questionId: string,
  limit: number = SEARCH_LIMITS.similarCount,
): Promise<SimilarQuestion[]> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT title FROM posts WHERE kind = 'question' AND post_id = $1 AND NOT deleted`,
    [questionId],
  );
  const title = rows[0]?.title;
  return title ? similarQuestions(db, title, questionId, limit) : [];
}
