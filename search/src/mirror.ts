// Writes of the search mirror. Each is one statement, idempotent, and ordered by the source's
// update time: a redelivered or late event carrying an older version changes nothing.
import type { PostKind } from '@queryhub/model';
import type { Queryable } from './database.js';
import type { PostRow } from './post-row.js';

const UPSERT = `
INSERT INTO posts (kind, post_id, question_id, category_id, author_id, title, body, score,
  answer_count, accepted, closed, hidden, deleted, created_at, active_at, source_updated_at, tags)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, false, $13, $14, $15, $16)
ON CONFLICT (kind, post_id) DO UPDATE SET
  question_id = EXCLUDED.question_id, category_id = EXCLUDED.category_id,
  author_id = EXCLUDED.author_id, title = EXCLUDED.title, body = EXCLUDED.body,
  score = EXCLUDED.score, answer_count = EXCLUDED.answer_count, accepted = EXCLUDED.accepted,
  closed = EXCLUDED.closed, hidden = EXCLUDED.hidden, deleted = false,
  created_at = EXCLUDED.created_at, active_at = EXCLUDED.active_at,
  source_updated_at = EXCLUDED.source_updated_at, tags = EXCLUDED.tags
WHERE posts.source_updated_at <= EXCLUDED.source_updated_at`;

/** New words of a post join the lexicon (spelling correction); known ones are left as they are. */
const ADD_WORDS = `
INSERT INTO search_lexicon (word)
SELECT DISTINCT word FROM regexp_split_to_table(lower(unaccent($1)), '[^[:alnum:]]+') AS word
WHERE length(word) BETWEEN 3 AND 30 AND word !~ '^[0-9]+$'
ON CONFLICT (word) DO NOTHING`;

/**
 * Deletion leaves a tombstone at the deletion's time (queries skip it), so that an update event
 * of the deleted post arriving late cannot bring it back.
 */
const DELETE = `
INSERT INTO posts (kind, post_id, question_id, deleted, created_at, active_at, source_updated_at)
VALUES ($1, $2, '', true, $3, $3, $3)
ON CONFLICT (kind, post_id) DO UPDATE SET
  deleted = true, title = '', body = '', author_id = '', source_updated_at = EXCLUDED.source_updated_at
WHERE posts.source_updated_at <= EXCLUDED.source_updated_at`;

/** Writes the row unless the mirror holds a newer version. True when it was written. */
export async function upsertPost(db: Queryable, row: PostRow): Promise<boolean> {
  const result = await db.query(UPSERT, [
    row.kind,
    row.postId,
    row.questionId,
    row.categoryId,
    row.authorId,
    row.title,
    row.body,
    row.score,
    row.answerCount,
    row.accepted,
    row.closed,
    row.hidden,
    row.createdAt,
    row.activeAt,
    row.sourceUpdatedAt,
    row.tags,
  ]);
  const written = (result.rowCount ?? 0) > 0;
  if (written && !row.hidden) await db.query(ADD_WORDS, [`${row.title}\n${row.body}`]);
  return written;
}

/** Marks the post deleted as of `deletedAt` unless the mirror holds a newer version. */
export async function deletePost(
  db: Queryable,
  kind: PostKind,
  postId: string,
  deletedAt: Date,
): Promise<boolean> {
  const result = await db.query(DELETE, [kind, postId, deletedAt]);
  return (result.rowCount ?? 0) > 0;
}

/** Recounts how many posts use each lexicon word (after a reindex): the rarest-words signal. */
export async function refreshLexicon(db: Queryable): Promise<void> {
  await db.query(`
    WITH counts AS (
      SELECT word, count(*)::int AS ndoc
      FROM posts, LATERAL (
        SELECT DISTINCT w AS word
        FROM regexp_split_to_table(lower(unaccent(title || ' ' || body)), '[^[:alnum:]]+') AS w
        WHERE length(w) BETWEEN 3 AND 30 AND w !~ '^[0-9]+$'
      ) AS words
      WHERE NOT deleted AND NOT hidden
      GROUP BY word
    )
    INSERT INTO search_lexicon (word, ndoc) SELECT word, ndoc FROM counts
    ON CONFLICT (word) DO UPDATE SET ndoc = EXCLUDED.ndoc`);
}
