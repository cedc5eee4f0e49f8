// Writes of the search mirror. Each row write is one statement, idempotent, and ordered by the
// source's update time: a redelivered or late event carrying an older version changes nothing.
// A written change then moves the lexicon's word counts by its difference.
import type { PostKind } from '@queryhub/model';
import type { Queryable } from './database.js';
import type { PostRow } from './post-row.js';

/**
 * The text of a row whose words the lexicon counts: a visible question's title and body, a
 * visible answer's body (its row's title is its question's, shown only); '' for a hidden or
 * deleted row.
 */
const LEXICON_TEXT = `CASE WHEN deleted OR hidden THEN ''
  WHEN kind = 'question' THEN title || ' ' || body ELSE body END`;

const UPSERT = `
WITH before AS (
  SELECT ${LEXICON_TEXT} AS text FROM posts WHERE kind = $1 AND post_id = $2
), written AS (
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
  WHERE posts.source_updated_at <= EXCLUDED.source_updated_at
  RETURNING ${LEXICON_TEXT} AS text
)
SELECT coalesce((SELECT text FROM before), '') AS before, written.text AS after FROM written`;

/** The distinct words of a text (an SQL expression) as the lexicon counts them. */
const WORDS_OF = (param: string) => `
  SELECT DISTINCT w AS word FROM regexp_split_to_table(lower(unaccent(${param})), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 30 AND w !~ '^[0-9]+$'`;

/**
 * Keeps each word's count of posts current as one post changes from the text `$1` to `$2` (''
 * for none): words it gained count one more (new words join the lexicon), words it lost one
 * less. A reindex recounts them all (refreshLexicon).
 */
const ADJUST_LEXICON = `
WITH old_words AS (${WORDS_OF('$1')}), new_words AS (${WORDS_OF('$2')}),
lost AS (
  UPDATE search_lexicon l SET ndoc = greatest(l.ndoc - 1, 0)
  FROM (SELECT word FROM old_words EXCEPT SELECT word FROM new_words) AS gone
  WHERE l.word = gone.word
  RETURNING 1
)
INSERT INTO search_lexicon (word, ndoc)
SELECT word, 1 FROM (SELECT word FROM new_words EXCEPT SELECT word FROM old_words) AS gained
ON CONFLICT (word) DO UPDATE SET ndoc = search_lexicon.ndoc + 1`;

/**
 * Deletion leaves a tombstone at the deletion's time (queries skip it), so that an update event
 * of the deleted post arriving late cannot bring it back.
 */
const DELETE = `
WITH before AS (
  SELECT ${LEXICON_TEXT} AS text FROM posts WHERE kind = $1 AND post_id = $2
), written AS (
  INSERT INTO posts (kind, post_id, question_id, deleted, created_at, active_at, source_updated_at)
  VALUES ($1, $2, '', true, $3, $3, $3)
  ON CONFLICT (kind, post_id) DO UPDATE SET
    deleted = true, title = '', body = '', author_id = '',
    source_updated_at = EXCLUDED.source_updated_at
  WHERE posts.source_updated_at <= EXCLUDED.source_updated_at
  RETURNING 1
)
SELECT coalesce((SELECT text FROM before), '') AS before, '' AS after FROM written`;

/** A written row's lexicon text before and after the write. */
interface Change extends Record<string, unknown> {
  before: string;
  after: string;
}

/** The lexicon follows a written change (nothing when the write was refused as older). */
async function adjustLexicon(db: Queryable, changes: Change[]): Promise<boolean> {
  const change = changes[0];
  if (!change) return false;
  if (change.before !== change.after) {
    await db.query(ADJUST_LEXICON, [change.before, change.after]);
  }
  return true;
}

/** Writes the row unless the mirror holds a newer version. True when it was written. */
export async function upsertPost(db: Queryable, row: PostRow): Promise<boolean> {
  const result = await db.query<Change>(UPSERT, [
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
  return adjustLexicon(db, result.rows);
}

/** Marks the post deleted as of `deletedAt` unless the mirror holds a newer version. */
export async function deletePost(
  db: Queryable,
  kind: PostKind,
  postId: string,
  deletedAt: Date,
): Promise<boolean> {
  const result = await db.query<Change>(DELETE, [kind, postId, deletedAt]);
  return adjustLexicon(db, result.rows);
}

/** Recounts how many posts use each lexicon word (after a reindex); unused words count 0. */
export async function refreshLexicon(db: Queryable): Promise<void> {
  await db.query(`
    WITH counts AS (
      SELECT word, count(*)::int AS ndoc
      FROM posts, LATERAL (${WORDS_OF(LEXICON_TEXT)}) AS words
      WHERE NOT deleted AND NOT hidden
      GROUP BY word
    ), counted AS (
      INSERT INTO search_lexicon (word, ndoc) SELECT word, ndoc FROM counts
      ON CONFLICT (word) DO UPDATE SET ndoc = EXCLUDED.ndoc
      RETURNING word
    )
    UPDATE search_lexicon SET ndoc = 0
    WHERE ndoc <> 0 AND word NOT IN (SELECT word FROM counted)`);
}
