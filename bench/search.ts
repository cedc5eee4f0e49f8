// Search latency over 10k questions: the app's query (Keywords array-contains-any, newest first,
// 50 results) through the web SDK. Questions are seeded with the Admin SDK and the functions'
// own keyword builder, with background triggers paused while seeding when the functions emulator
// runs (10k question triggers would only measure the machine's patience).
// Run: npx tsx stack/scripts/exec.ts --only firestore -- npx tsx bench/search.ts
import { performance } from 'node:perf_hooks';
import {
  collection,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { buildKeywords, searchQueryWords, COLLECTIONS } from '@queryhub/model';
import { questionTexts, SEARCH_CATEGORIES, SEARCHES } from './lib/question-corpus.js';
import { ms, percentile, printTable } from './lib/stats.js';
import { adminDb, clientApp } from '@queryhub/testkit';

const QUESTIONS = 10_000;
const BATCH = 500;
const RESULTS_LIMIT = 50;

/** Pauses or resumes Cloud Functions background triggers through the emulator hub. */
async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  // 400 means the functions emulator is not running: nothing to pause.
  const response = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
  if (!response.ok && response.status !== 400)
    throw new Error(`${action} failed: ${response.status}`);
}

async function seedQuestions(): Promise<number> {
  const db = adminDb();
  const texts = questionTexts(QUESTIONS);
  const start = performance.now();
  const base = Date.UTC(2026, 0, 1);
  for (let offset = 0; offset < texts.length; offset += BATCH) {
    const batch = db.batch();
    texts.slice(offset, offset + BATCH).forEach((text, index) => {
      const number = offset + index;
      const id = `search-bench-${number}`;
      const category = SEARCH_CATEGORIES[number % SEARCH_CATEGORIES.length] as string;
      batch.set(db.doc(`${COLLECTIONS.questions}/${id}`), {
        id,
        Question: text,
        Category: category,
        CatID: category,
        uid: 'search-bench',
        UserName: 'Search Bench',
        date: Timestamp.fromMillis(base + number * 60_000),
        QuestionScreenShot: '',
        Keywords: buildKeywords(text),
        AnswerCount: 0,
      });
    });
    await batch.commit();
  }
  return performance.now() - start;
}

async function timeQuery(db: Firestore, filter: QueryFieldFilterConstraint): Promise<Timed> {
  const started = performance.now();
  const snapshot = await getDocsFromServer(
    query(
      collection(db, COLLECTIONS.questions),
      filter,
      orderBy('date', 'desc'),
      limit(RESULTS_LIMIT),
    ),
  );
  return { ms: performance.now() - started, results: snapshot.size };
}

interface Timed {
  ms: number;
  results: number;
}

const searchFilter = (text: string) =>
  where('Keywords', 'array-contains-any', searchQueryWords(text));
const categoryFilter = (id: string) => where('CatID', '==', id);

async function main(): Promise<void> {
  await setBackgroundTriggers(false);
  const seedMs = await seedQuestions().finally(() => setBackgroundTriggers(true));
  console.log(
    `Seeded ${QUESTIONS} questions in ${(seedMs / 1000).toFixed(1)} s (batches of ${BATCH}).`,
  );
  const { db } = clientApp('search-bench-visitor');
  await timeQuery(db, searchFilter('warm up')); // the first query also opens the connection

  const searches: [string, Timed][] = [];
  for (const text of SEARCHES) searches.push([text, await timeQuery(db, searchFilter(text))]);
  // Peer in the same run: the category page's equality query over the same 10k documents.
  const categories: Timed[] = [];
  for (const id of SEARCH_CATEGORIES) categories.push(await timeQuery(db, categoryFilter(id)));

  printTable(
    'Per search',
    ['search text', 'results', 'time'],
    searches.map(([text, timed]) => [text, String(timed.results), ms(timed.ms)]),
  );
  const searchMs = searches.map(([, timed]) => timed.ms);
  const categoryMs = categories.map((timed) => timed.ms);
  const row = (label: string, samples: number[]) => [
    label,
    String(samples.length),
    ms(percentile(samples, 50)),
    ms(percentile(samples, 95)),
    ms(Math.max(...samples)),
  ];
  printTable(
    `Query latency over ${QUESTIONS} questions (web SDK, newest first, limit ${RESULTS_LIMIT})`,
    ['query', 'runs', 'p50', 'p95', 'max'],
    [
      row('search: Keywords array-contains-any', searchMs),
      row('peer: category page, CatID ==', categoryMs),
      [
        'ratio (search / peer)',
        '',
        `${(percentile(searchMs, 50) / percentile(categoryMs, 50)).toFixed(1)}×`,
        '',
        '',
      ],
    ],
  );
  console.log(`\nTarget ≤ 300 ms (p95): ${percentile(searchMs, 95) <= 300 ? 'met' : 'NOT met'}.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
