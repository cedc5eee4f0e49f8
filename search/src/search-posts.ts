// Full-text search over the mirror: every query of the results page, one statement per section,
// all values passed as parameters.
import { SEARCH_LIMITS, type PostKind } from '@queryhub/model';
import type { Queryable } from './database.js';
import type { SearchRequest, SearchSort } from './search-request.js';
import { correctSpelling } from './spelling.js';
import { SNIPPET_OPTIONS } from './snippets.js';

interface SearchHit {
  kind: PostKind;
  postId: string;
  questionId: string;
  /** The best passages with matched words between SNIPPET_START and SNIPPET_END; plain text. */
  snippet: string;
  /** The update time of the version the mirror searched (ms). */
  sourceUpdatedMillis: number;
}

export interface SearchPage {
  questions: SearchHit[];
  answers: SearchHit[];
  /** The next page of questions, or null. */
  nextPage: number | null;
  /** The text searched instead of the typed one when that found nothing; null otherwise. */
  corrected: string | null;
}

const EMPTY_PAGE: SearchPage = {
  questions: [],
  answers: [],
  nextPage: null,
  corrected: null,
};

/** ORDER BY of each sort: fixed SQL chosen by name, never built from input. */
const ORDER: Record<SearchSort, string> = {
  relevance: 'rank DESC, score DESC, created_at DESC',
  newest: 'created_at DESC',
  top: 'score DESC, created_at DESC',
  unanswered: 'created_at DESC',
  active: 'active_at DESC, created_at DESC',
};

/** The last word being typed, for prefix matching: letters and digits only. */
const LAST_WORD = /([\p{L}\p{N}]+)$/u;

/**
 * The tsquery of the text: websearch syntax ("phrase", -word, or), stemmed. With `prefix`, the
 * last word also matches longer words that start with it ("pars" finds "parsing").
 */
function tsquerySql(text: string, prefix: boolean): { sql: string; values: string[] } {
  const last = prefix ? LAST_WORD.exec(text) : null;
  if (!last?.[1]) return { sql: `websearch_to_tsquery('queryhub', $1)`, values: [text] };
  const head = text.slice(0, last.index);
  return {
    sql: `(CASE WHEN $1 = '' THEN to_tsquery('queryhub', $2 || ':*')
      ELSE websearch_to_tsquery('queryhub', $1) && to_tsquery('queryhub', $2 || ':*') END)`,
    values: [head, last[1]],
  };
}

interface HitRow extends Record<string, unknown> {
  kind: PostKind;
  post_id: string;
  question_id: string;
  snippet: string;
  source_updated_at: Date;
}

/** The newest posts a common word is first looked for in (Discourse's "recent posts first"). */
const RECENT_WINDOW = 20_000;

let sizeChecked: { at: number; large: boolean } | undefined;

/** Whether the mirror holds more than RECENT_WINDOW posts (checked at most once a minute). */
async function largerThanWindow(db: Queryable): Promise<boolean> {
  if (sizeChecked && Date.now() - sizeChecked.at < 60_000) return sizeChecked.large;
  const { rows } = await db.query<{ large: boolean }>(
    `SELECT count(*) >= ${RECENT_WINDOW} AS large FROM (
       SELECT 1 FROM posts WHERE NOT deleted AND NOT hidden LIMIT ${RECENT_WINDOW}) AS window_rows`,
  );
  sizeChecked = { at: Date.now(), large: rows[0]?.large === true };
  return sizeChecked.large;
}

/**
 * The ids of the newest `candidatePool` matches (Discourse's bound on common words). First among
 * the newest RECENT_WINDOW posts, walked newest first: a common word fills the pool there at
 * once. Only when that window holds fewer matches is the whole table searched, through the GIN
 * index, which is then cheap since the words are rarer. Both give the same newest matches.
 */
async function candidates(
  db: Queryable,
  kind: PostKind,
  query: { sql: string; values: string[] },
  request: SearchRequest,
): Promise<string[]> {
  const n = query.values.length;
  const unanswered = request.sort === 'unanswered' || request.answered === 'unanswered';
  const values = [
    ...query.values,
    kind,
    request.categoryId,
    kind === 'question' && unanswered,
    kind === 'question' && request.answered === 'answered',
    request.accepted,
    request.tag,
  ];
  // The tsquery is written once, in a subquery the planner inlines with its value known.
  const poolSql = (source: string) => `
    SELECT p.post_id FROM ${source} p, (SELECT ${query.sql} AS query) q
    WHERE p.search_vector @@ q.query AND NOT p.deleted AND NOT p.hidden
      AND p.kind = $${n + 1}
      AND ($${n + 2} = '' OR p.category_id = $${n + 2})
      AND (NOT $${n + 3}::boolean OR p.answer_count = 0)
      AND (NOT $${n + 4}::boolean OR p.answer_count > 0)
      AND (NOT $${n + 5}::boolean OR p.accepted)
      AND ($${n + 6} = '' OR (CASE WHEN p.kind = 'question' THEN $${n + 6} = ANY(p.tags)
        ELSE EXISTS (SELECT 1 FROM posts t WHERE t.kind = 'question'
          AND t.post_id = p.question_id AND $${n + 6} = ANY(t.tags)) END))
    ORDER BY p.created_at DESC
    LIMIT ${SEARCH_LIMITS.candidatePool}`;
  const recent = `(SELECT * FROM posts WHERE NOT deleted AND NOT hidden
    ORDER BY created_at DESC LIMIT ${RECENT_WINDOW})`;
  const first = await db.query<{ post_id: string }>(poolSql(recent), values);
  const complete =
    first.rows.length === SEARCH_LIMITS.candidatePool || !(await largerThanWindow(db));
  if (complete) return first.rows.map((r) => r.post_id);
  const all = await db.query<{ post_id: string }>(poolSql('posts'), values);
  return all.rows.map((r) => r.post_id);
}

/** One section's page: the candidates ordered by the sort, with snippets for the page's rows. */
async function searchSection(
  db: Queryable,
  kind: PostKind,
  text: string,
  request: SearchRequest,
  limit: number,
  offset: number,
): Promise<HitRow[]> {
  const query = tsquerySql(text, request.prefix);
  const ids = await candidates(db, kind, query, request);
  if (ids.length === 0) return [];
  const n = query.values.length;
  const sql = `
    WITH ranked AS (
      SELECT p.*, q.query, ts_rank_cd(p.search_vector, q.query) AS rank
      FROM posts p, (SELECT ${query.sql} AS query) q
      WHERE p.kind = $${n + 1} AND p.post_id = ANY($${n + 2}::text[])
      ORDER BY ${ORDER[request.sort]}
      LIMIT $${n + 3} OFFSET $${n + 4}
    )
    SELECT kind, post_id, question_id, source_updated_at,
      ts_headline('queryhub', body, query, '${SNIPPET_OPTIONS}') AS snippet
    FROM ranked
    ORDER BY ${ORDER[request.sort]}`;
  const result = await db.query<HitRow>(sql, [...query.values, kind, ids, limit, offset]);
  return result.rows;
}

const toHit = (row: HitRow): SearchHit => ({
  kind: row.kind,
  postId: row.post_id,
  questionId: row.question_id,
  snippet: row.snippet,
  sourceUpdatedMillis: row.source_updated_at.getTime(),
});

async function searchText(
  db: Queryable,
  text: string,
  request: SearchRequest,
): Promise<SearchPage> {
  const size = SEARCH_LIMITS.pageSize;
  const offset = (request.page - 1) * size;
  // Answers show on the first page (one section of the best); an unanswered filter has none.
  const wantAnswers =
    request.page === 1 && request.answered !== 'unanswered' && request.sort !== 'unanswered';
  const [questions, answers] = await Promise.all([
    searchSection(db, 'question', text, request, size + 1, offset),
    wantAnswers ? searchSection(db, 'answer', text, request, size, 0) : Promise.resolve([]),
  ]);
  const more = questions.length > size && offset + size < SEARCH_LIMITS.candidatePool;
  return {
    questions: questions.slice(0, size).map(toHit),
    answers: answers.map(toHit),
    nextPage: more ? request.page + 1 : null,
    corrected: null,
  };
}

/**
 * The page of results for a request. When the text as typed finds nothing and a spelling
 * correction does, the corrected search's results come back with `corrected` set.
 */
export async function searchPosts(db: Queryable, request: SearchRequest): Promise<SearchPage> {
  if (request.text === '') return EMPTY_PAGE;
  const page = await searchText(db, request.text, request);
  const found = page.questions.length + page.answers.length > 0;
  if (found || request.exact || request.page > 1) return page;
  const corrected = await correctSpelling(db, request.text);
  if (corrected === null) return page;
  const correctedPage = await searchText(db, corrected, request);
  return correctedPage.questions.length + correctedPage.answers.length > 0
    ? { ...correctedPage, corrected }
    : page;
}
