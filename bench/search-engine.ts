// Full-text search (PostgreSQL, @queryhub/search) at 10,000 and 1,000,000 posts, beside today's
// keyword query (Firestore emulator, web SDK) on the same 10,000 questions.
// Run: npm run bench:search-engine
//   (= exec.ts --only firestore -- tsx bench/search-engine.ts; the bench starts its own
//   PostgreSQL on port 5440 with a throwaway folder, so it never touches a stack's data.)
// Times are the search module's server time (SQL statements from the route's process); the
// route adds one Firestore getAll of the ≤ 40 hits it shows.
import { performance } from 'node:perf_hooks';
import { collection, getDocsFromServer, limit, orderBy, query, where } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { buildKeywords, COLLECTIONS, searchQueryWords } from '@queryhub/model';
import {
  newSearchRequest,
  refreshLexicon,
  searchPosts,
  similarQuestions,
  toPostRow,
  upsertPost,
  type Queryable,
  type SearchRequest,
} from '@queryhub/search';
import { startPostgres, throwawayDataDir } from '@queryhub/stack/postgres-service';
import { adminDb, clientApp } from '@queryhub/testkit';
import pg from 'pg';
import { questionTexts, SEARCH_CATEGORIES, SEARCHES } from './lib/question-corpus.js';
import { ms, percentile, printTable } from './lib/stats.js';

const SMALL = 10_000;
const LARGE = 1_000_000;
const BATCH = 500;
const BENCH_PORT = 5440;

/** Answer-like body text: a question's words plus sentences and identifiers of a forum. */
const bodyOf = (text: string, index: number) =>
  `${text} I tried the documented steps twice and read the error log; ` +
  `it still fails after the update. Version ${index % 97}.${index % 13}, ` +
  `build ${((index * 2654435761) % 4294967296).toString(36)}.`;

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

/** Without the Firestore emulator (run outside exec.ts) the keyword peer is left out. */
const withFirestore = Boolean(process.env.FIRESTORE_EMULATOR_HOST);

async function seedBoth(db: Queryable): Promise<number[]> {
  const store = adminDb();
  const texts = questionTexts(SMALL);
  const base = Date.UTC(2025, 0, 1);
  const writeMs: number[] = [];
  for (let offset = 0; offset < texts.length; offset += BATCH) {
    const batch = store.batch();
    for (const [i, text] of texts.slice(offset, offset + BATCH).entries()) {
      const n = offset + i;
      const id = `search-engine-bench-${n}`;
      const category = SEARCH_CATEGORIES[n % SEARCH_CATEGORIES.length] as string;
      const data = {
        id,
        Question: `${text}\n\n${bodyOf(text, n)}`,
        Category: category,
        CatID: category,
        uid: 'search-bench',
        UserName: 'Search Bench',
        date: Timestamp.fromMillis(base + n * 60_000),
        QuestionScreenShot: '',
        Keywords: buildKeywords(text),
        AnswerCount: n % 3,
        Score: n % 11,
      };
      batch.set(store.doc(`${COLLECTIONS.questions}/${id}`), data);
      const row = toPostRow('question', id, data, new Date(base + n * 60_000));
      writeMs.push((await timed(() => upsertPost(db, row)))[0]);
    }
    if (withFirestore) await batch.commit();
  }
  return writeMs;
}

/** 990,000 more posts generated inside PostgreSQL from the same vocabulary (one statement). */
async function growToLarge(db: Queryable): Promise<number> {
  const [elapsed] = await timed(() =>
    db.query(`
      WITH v AS (SELECT
        ARRAY['How do I','Why does','What is the best way to','Can I','Is it safe to','When should I'] AS o,
        ARRAY['deploy','debug','cache','bake','store','migrate','photograph','prune','budget','translate'] AS vb,
        ARRAY['a react component','sourdough bread','firebase functions','a rail pass','tomato plants',
          'an index fund','raw photos','typescript generics','docker images','espresso coffee',
          'a postgres database','rice noodles','travel insurance','css grid layouts',
          'kotlin coroutines','winter tulips'] AS ob,
        ARRAY['on a small budget','in production','for beginners','without losing data',
          'in a tiny flat','during a long trip','with two cores','before the weekend',
          'in rainy weather','for a big family'] AS c)
      INSERT INTO posts (kind, post_id, question_id, category_id, title, body, score, answer_count,
        accepted, created_at, active_at, source_updated_at)
      SELECT 'question', 'gen-' || i, 'gen-' || i, 'cat' || (i % 6), t.title,
        t.title || ' I tried the documented steps twice and read the error log; it still fails '
          || 'after the update. Build ' || substr(md5(i::text), 1, 7) || '.',
        i % 11, i % 3, i % 5 = 0,
        timestamp '2015-01-01' + (i || ' minutes')::interval,
        timestamp '2015-01-01' + (i || ' minutes')::interval, now()
      FROM v, generate_series(1, ${LARGE - SMALL}) AS i,
        LATERAL (SELECT v.o[1 + (i * 7) % 6] || ' ' || v.vb[1 + (i * 13) % 10] || ' '
          || v.ob[1 + (i * 17) % 16] || ' ' || v.c[1 + (i * 19) % 10] || '?' AS title) AS t`),
  );
  await db.query('VACUUM ANALYZE posts');
  return elapsed;
}

interface Case {
  label: string;
  request: Partial<SearchRequest> & { text: string };
}

/** The ranked queries a visitor makes (the same at both sizes). */
const CASES: Case[] = [
  ...SEARCHES.filter((text) => !['fireb', 'photogr'].includes(text)).map((text) => ({
    label: 'ranked',
    request: { text },
  })),
  { label: 'ranked', request: { text: '"sourdough bread" -budget' } },
  { label: 'ranked', request: { text: 'espresso or noodles production' } },
  { label: 'prefix', request: { text: 'docker ima', prefix: true } },
  { label: 'prefix', request: { text: 'fireb', prefix: true } },
  { label: 'typo', request: { text: 'sourdogh bred' } },
  { label: 'tab', request: { text: 'firebase', sort: 'top' } },
  { label: 'tab', request: { text: 'react component', sort: 'unanswered' } },
];

const DRAFTS = [
  'How can I deploy firebase functions in production safely',
  'Best way to store raw photos during a long trip',
  'Why does my sourdough bread fail in rainy weather',
  'Migrating a postgres database without losing data',
];

async function measure(db: Queryable, size: string): Promise<string[][]> {
  const byLabel = new Map<string, number[]>();
  for (let round = 0; round < 3; round += 1) {
    for (const { label, request } of CASES) {
      const full = newSearchRequest(request.text, { prefix: false, ...request });
      const [elapsed] = await timed(() => searchPosts(db, full));
      if (round > 0) byLabel.set(label, [...(byLabel.get(label) ?? []), elapsed]);
    }
  }
  const similar: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const draft of DRAFTS) {
      const [elapsed] = await timed(() => similarQuestions(db, draft));
      if (round > 0) similar.push(elapsed);
    }
  }
  byLabel.set('similar questions', similar);
  return [...byLabel].map(([label, samples]) => [
    `${label} (${size})`,
    String(samples.length),
    ms(percentile(samples, 50)),
    ms(percentile(samples, 95)),
  ]);
}

async function keywordSearch(): Promise<number[]> {
  const { db } = clientApp('search-engine-bench-visitor');
  const run = (text: string) =>
    getDocsFromServer(
      query(
        collection(db, COLLECTIONS.questions),
        where('Keywords', 'array-contains-any', searchQueryWords(text)),
        orderBy('date', 'desc'),
        limit(50),
      ),
    );
  await run('warm up');
  const samples: number[] = [];
  for (const text of SEARCHES.slice(0, 6)) samples.push((await timed(() => run(text)))[0]);
  return samples;
}

async function main(): Promise<void> {
  const server = await startPostgres(throwawayDataDir(), { throwaway: true, port: BENCH_PORT });
  const pool = new pg.Pool({ connectionString: server.url, max: 2 });
  try {
    const writes = await seedBoth(pool);
    // As a reindex does: the lexicon's counts (rarest words); the 1M rows reuse its vocabulary.
    await refreshLexicon(pool);
    await pool.query('VACUUM ANALYZE posts');
    const small = await measure(pool, '10k');
    const keyword = withFirestore ? await keywordSearch() : [];
    const growMs = await growToLarge(pool);
    console.log(`Generated ${LARGE - SMALL} more posts in ${(growMs / 1000).toFixed(1)} s.`);
    const large = await measure(pool, '1M');
    const largeWrites: number[] = [];
    for (let n = 0; n < 200; n += 1) {
      const row = toPostRow(
        'question',
        `write-${n}`,
        { Question: `${questionTexts(1, n)[0]}\n\n${bodyOf('x', n)}`, date: new Date() },
        new Date(),
      );
      largeWrites.push((await timed(() => upsertPost(pool, row)))[0]);
    }
    printTable(
      'Search server time (PostgreSQL 18, @queryhub/search; 1 warm-up round, 2 measured)',
      ['query', 'runs', 'p50', 'p95'],
      [
        ...small,
        ...large,
        [
          'mirror write (10k)',
          String(writes.length),
          ms(percentile(writes, 50)),
          ms(percentile(writes, 95)),
        ],
        [
          'mirror write (1M)',
          String(largeWrites.length),
          ms(percentile(largeWrites, 50)),
          ms(percentile(largeWrites, 95)),
        ],
        withFirestore
          ? [
              'peer: keyword query, Firestore emulator (10k)',
              String(keyword.length),
              ms(percentile(keyword, 50)),
              ms(percentile(keyword, 95)),
            ]
          : [
              'peer: keyword query (needs the Firestore emulator: npm run bench:search-engine)',
              '',
              '',
              '',
            ],
      ],
    );
  } finally {
    await pool.end();
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
