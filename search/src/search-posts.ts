// Full-text search over the mirror: every query of the results page, one statement per section,
// all values passed as parameters.
import { SEARCH_LIMITS } from '@queryhub/model';
import type { Queryable } from './database.js';
import type { PostKind } from './post-row.js';
import type { SearchRequest, SearchSort } from './search-request.js';
import { correctSpelling } from './spelling.js';
import { SNIPPET_OPTIONS } from './snippets.js';

export interface SearchHit {
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

export const EMPTY_PAGE: SearchPage = {
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

/**
 * One section's page: the newest `candidatePool` matches (Discourse's bound on common words),
 * ordered by the sort, with snippets made for the page's rows only.
 */
async function searchSection(
  db: Queryable,
  kind: PostKind,
  text: string,
  request: SearchRequest,
  limit: number,
  offset: number,
): Promise<HitRow[]> {
  const query = tsquerySql(text, request.prefix);
  const n = query.values.length;
  const unanswered = request.sort === 'unanswered' || request.answered === 'unanswered';
  const sql = `
    WITH q AS (SELECT ${query.sql} AS query),
    pool AS (
      SELECT p.* FROM posts p, q
      WHERE p.search_vector @@ q.query AND NOT p.deleted AND NOT p.hidden
        AND p.kind = $${n + 1}
        AND ($${n + 2} = '' OR p.category_id = $${n + 2})
        AND (NOT $${n + 3}::boolean OR p.answer_count = 0)
        AND (NOT $${n + 4}::boolean OR p.answer_count > 0)
        AND (NOT $${n + 5}::boolean OR p.accepted)
      ORDER BY p.created_at DESC
      LIMIT ${SEARCH_LIMITS.candidatePool}
    ),
    ranked AS (
      SELECT pool.*, ts_rank_cd(pool.search_vector, q.query) AS rank FROM pool, q
      ORDER BY ${ORDER[request.sort]}
      LIMIT $${n + 6} OFFSET $${n + 7}
    )
    SELECT kind, post_id, question_id, source_updated_at,
      ts_headline('queryhub', body, q.query, '${SNIPPET_OPTIONS}') AS snippet
    FROM ranked, q
    ORDER BY ${ORDER[request.sort]}`;
  const result = await db.query<HitRow>(sql, [
    ...query.values,
    kind,
    request.categoryId,
    kind === 'question' && unanswered,
    kind === 'question' && request.answered === 'answered',
    request.accepted,
    limit,
    offset,
  ]);
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
