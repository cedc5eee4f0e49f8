// The search engine against the stack's real PostgreSQL (QUERYHUB_SEARCH_DATABASE_URL, set by
// stack/scripts/exec.ts): mirror ordering, the query syntax, correction, the candidate bound,
// and hostile input. Each run uses words of its own, so runs and other suites do not interfere.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deletePost,
  newSearchRequest,
  searchPosts,
  searchRequestFromParams,
  similarQuestions,
  SearchInputError,
  toPostRow,
  upsertPost,
  reindex,
  type ReindexProgress,
  type SearchRequest,
  type SourcePost,
} from '@queryhub/search';

const url = process.env.QUERYHUB_SEARCH_DATABASE_URL;
let pool: pg.Pool;
/** A run's own letters-only token, so its words are rare and its own. */
const run = `zq${Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 6)}`;
let nextId = 0;
const newId = () => `${run}-${(nextId += 1)}`;

const request = (text: string, extra: Partial<SearchRequest> = {}): SearchRequest =>
  newSearchRequest(text, { prefix: false, ...extra });

async function question(text: string, at = new Date(), data: Record<string, unknown> = {}) {
  const id = newId();
  await upsertPost(pool, toPostRow('question', id, { Question: text, date: at, ...data }, at));
  return id;
}

const ids = async (text: string, extra: Partial<SearchRequest> = {}) =>
  (await searchPosts(pool, request(text, extra))).questions.map((hit) => hit.postId);

beforeAll(() => {
  if (!url) throw new Error('QUERYHUB_SEARCH_DATABASE_URL is not set: run through exec.ts.');
  pool = new pg.Pool({ connectionString: url, max: 4 });
});
afterAll(async () => {
  await pool.query(`DELETE FROM posts WHERE post_id LIKE $1`, [`${run}-%`]);
  await pool.end();
});

describe('the mirror', () => {
  it('keeps the newest version whatever order the writes arrive in, and redeliveries change nothing', async () => {
    const id = newId();
    const t1 = new Date('2026-01-01T00:00:00Z');
    const t2 = new Date('2026-01-02T00:00:00Z');
    const v2 = toPostRow('question', id, { Question: `${run} second version`, date: t1 }, t2);
    const v1 = toPostRow('question', id, { Question: `${run} first version`, date: t1 }, t1);
    expect(await upsertPost(pool, v2)).toBe(true);
    expect(await upsertPost(pool, v1)).toBe(false);
    await upsertPost(pool, v2);
    const { rows } = await pool.query(
      `SELECT title, count(*) OVER () AS n FROM posts WHERE post_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ title: `${run} second version`, n: '1' }]);
    // A deletion wins over an older update arriving late.
    await deletePost(pool, 'question', id, new Date('2026-01-03T00:00:00Z'));
    await upsertPost(pool, v2);
    expect(await ids(`${run} second`)).not.toContain(id);
  });

  it('leaves hidden and deleted posts out of the results', async () => {
    const at = new Date();
    const hidden = await question(`${run} hidden lantern`, at, { Hidden: true });
    const deleted = await question(`${run} deleted lantern`, at);
    const shown = await question(`${run} shown lantern`, at);
    await deletePost(pool, 'question', deleted, new Date(at.getTime() + 1000));
    expect(await ids(`${run} lantern`)).toEqual([shown]);
    expect(hidden).not.toBe(shown);
  });
});

describe('queries', () => {
  it('filters by a tag: questions carrying it, and answers to them', async () => {
    const at = new Date();
    const tagged = await question(`${run} tagged kettle`, at, { Tags: ['c#', 'kettles'] });
    const other = await question(`${run} plain kettle`, at, { Tags: ['teapots'] });
    const answer = newId();
    await upsertPost(
      pool,
      toPostRow(
        'answer',
        answer,
        { Answer: `${run} kettle answer`, QuestionID: tagged, date: at },
        at,
      ),
    );
    const otherAnswer = newId();
    await upsertPost(
      pool,
      toPostRow(
        'answer',
        otherAnswer,
        { Answer: `${run} kettle reply`, QuestionID: other, date: at },
        at,
      ),
    );
    expect((await ids(`${run} kettle`)).sort()).toEqual([tagged, other].sort());
    expect(await ids(`${run} kettle`, { tag: 'c#' })).toEqual([tagged]);
    const page = await searchPosts(pool, request(`${run} kettle`, { tag: 'c#' }));
    expect(page.answers.map((hit) => hit.postId)).toEqual([answer]);
    expect(await ids(`${run} kettle`, { tag: 'nothing-here' })).toEqual([]);
    expect(() => searchRequestFromParams(new URLSearchParams('q=ok&tag=Not A Tag'))).toThrow(
      SearchInputError,
    );
  });

  it('stems words: "testing" finds "tests"', async () => {
    const id = await question(`How do I run the ${run} tests in parallel?`);
    expect(await ids(`testing ${run}`)).toContain(id);
  });

  it('matches "phrases", -exclusions and or', async () => {
    const quick = await question(`${run} quick brown fox`);
    const reversed = await question(`${run} brown quick fox and a jumping dog`);
    expect(await ids(`"${run} quick brown"`)).toEqual([quick]);
    expect(await ids(`${run} fox -dog`)).toEqual([quick]);
    expect((await ids(`${run} jumping or quick`)).sort()).toEqual([quick, reversed].sort());
  });

  it('matches the last word as a prefix while typing', async () => {
    const id = await question(`${run} parsing configuration files`);
    expect(await ids(`${run} pars`, { prefix: false, exact: true })).toEqual([]);
    // The prefix is stemmed like the words ("pars" → par:*), so it may match more than "parsing".
    expect(await ids(`${run} pars`, { prefix: true })).toContain(id);
  });

  it('corrects a misspelt word from the lexicon, unless asked for the text as typed', async () => {
    const word = `${run}kubernetes`;
    const id = await question(`Deploying ${word} clusters`);
    const misspelt = word.replace('kubernetes', 'kuberntes');
    const page = await searchPosts(pool, request(misspelt));
    expect(page.corrected).toBe(word);
    expect(page.questions.map((hit) => hit.postId)).toEqual([id]);
    const exact = await searchPosts(pool, request(misspelt, { exact: true }));
    expect(exact).toMatchObject({ corrected: null, questions: [] });
  });

  it('corrects two typos together: "sourdugh startr acetone" finds the sourdough starter', async () => {
    // startr's nearest word is "start" (one edit, most similar); the combination that finds
    // posts is "starter".
    await question(`How do I start a ${run}garden from seed`);
    const id = await question(`Why does my sourdough starter smell like acetone ${run}`);
    const page = await searchPosts(pool, request('sourdugh startr acetone'));
    expect(page.corrected).toBe('sourdough starter acetone');
    expect(page.questions.map((hit) => hit.postId)).toContain(id);
  });

  it('corrects two misspelt words of a run’s own in one search', async () => {
    const id = await question(`Charging a ${run}lantern ${run}battery overnight`);
    const page = await searchPosts(pool, request(`${run}lantren ${run}batery`));
    expect(page.corrected).toBe(`${run}lantern ${run}battery`);
    expect(page.questions.map((hit) => hit.postId)).toEqual([id]);
  });

  it('keeps the lexicon’s post counts current as posts are written, edited and deleted', async () => {
    const count = async (word: string) =>
      (
        await pool.query<{ ndoc: number }>('SELECT ndoc FROM search_lexicon WHERE word = $1', [
          word,
        ])
      ).rows[0]?.ndoc ?? null;
    const word = `${run}tally`;
    const at = new Date('2026-02-01T00:00:00Z');
    const first = await question(`${word} one`, at);
    await question(`${word} two ${word}`, at);
    expect(await count(word)).toBe(2);
    // An edit that drops the word, a redelivery of it, then a deletion.
    const edited = new Date(at.getTime() + 1000);
    const row = toPostRow('question', first, { Question: `${run}other words`, date: at }, edited);
    await upsertPost(pool, row);
    await upsertPost(pool, row);
    expect(await count(word)).toBe(1);
    expect(await count(`${run}other`)).toBe(1);
    await deletePost(pool, 'question', first, new Date(at.getTime() + 2000));
    expect(await count(`${run}other`)).toBe(0);
    // A word no visible post uses is never suggested.
    expect((await searchPosts(pool, request(`${run}othr`))).corrected).not.toBe(`${run}other`);
  });

  it('highlights matches with markers, never HTML', async () => {
    await question(`${run} <b>bold</b> widget`);
    const [hit] = (await searchPosts(pool, request(`${run} widget`))).questions;
    expect(hit?.snippet).toContain('\u0002widget\u0003');
    expect(hit?.snippet).not.toMatch(/<mark>/);
  });

  it('finds an old post among 10,000 newer ones sharing a common word', async () => {
    const old = await question(
      `${run}common ${run}needle compiler flags`,
      new Date('2015-01-01T00:00:00Z'),
    );
    await pool.query(
      `INSERT INTO posts (kind, post_id, question_id, title, body, created_at, active_at, source_updated_at)
       SELECT 'question', $1 || '-bulk-' || i, $1 || '-bulk-' || i, $2 || ' filler ' || i, 'text',
         now() - (i || ' seconds')::interval, now(), now()
       FROM generate_series(1, 10000) AS i`,
      [run, `${run}common`],
    );
    expect(await ids(`${run}common ${run}needle`)).toEqual([old]);
    // The common word alone ranks only the newest matches (the bound), and pages through them.
    const page = await searchPosts(pool, request(`${run}common`));
    expect(page.questions).toHaveLength(20);
    expect(page.nextPage).toBe(2);
  });

  it('suggests similar questions by their rarest words', async () => {
    const id = await question(`${run}rare How to configure ${run}webpack aliases`);
    const found = await similarQuestions(pool, `configure ${run}webpack aliases properly`);
    expect(found.map((q) => q.questionId)).toContain(id);
  });
});

describe('reindex', () => {
  it('upserts every post of the pages, with progress, and drops rows of posts gone', async () => {
    const stale = await question(`${run} stale reindexed`, new Date('2020-01-01T00:00:00Z'));
    await pool.query(`UPDATE posts SET source_updated_at = '2020-01-01' WHERE post_id = $1`, [
      stale,
    ]);
    const kept = newId();
    async function* pages(): AsyncGenerator<SourcePost[]> {
      yield [{ id: kept, data: { Question: `${run} kept reindexed` }, updatedAt: new Date() }];
    }
    async function* none(): AsyncGenerator<SourcePost[]> {}
    const progress: ReindexProgress[] = [];
    // In a transaction rolled back at the end: the sweep would drop the other suites' rows too.
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const counts = await reindex(client, { question: pages(), answer: none() }, (p) =>
        progress.push(p),
      );
      expect(counts).toEqual({ question: 1, answer: 0 });
      expect(progress).toEqual([{ kind: 'question', indexed: 1 }]);
      const found = await searchPosts(client, request(`${run} reindexed`));
      expect(found.questions.map((hit) => hit.postId)).toEqual([kept]);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});

describe('hostile input', () => {
  it('passes SQL in the text as data', async () => {
    for (const text of [
      `'; DROP TABLE posts; --`,
      `") OR 1=1 --`,
      `\\' || pg_sleep(5) ||`,
      '!(&|:*',
    ]) {
      await expect(searchPosts(pool, request(text))).resolves.toBeDefined();
    }
    const { rows } = await pool.query(`SELECT to_regclass('posts') AS t`);
    expect(rows[0]?.t).toBe('posts');
  });

  it('searches a text with a NUL byte as the parser cleans it, without an error', async () => {
    const id = await question(`${run} nul separated words`);
    const typed = searchRequestFromParams(new URLSearchParams(`q=${run}%00 nul separated`));
    const page = await searchPosts(pool, { ...typed, prefix: false });
    expect(page.questions.map((hit) => hit.postId)).toEqual([id]);
    const onlyControls = searchRequestFromParams(new URLSearchParams('q=%00%01'));
    await expect(searchPosts(pool, onlyControls)).resolves.toMatchObject({ questions: [] });
  });
});

describe('an unreachable database', () => {
  it('fails fast, so the route can fall back to the keyword search', async () => {
    const dead = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/queryhub',
      connectionTimeoutMillis: 1500,
    });
    const started = Date.now();
    await expect(searchPosts(dead, request('anything'))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    await dead.end();
  });
});
