// Latency of each sort tab (Newest, Top, Unanswered, Active) of a category page over 10,000
// questions in that category: the app's queries (one page of 20 + 1) through the web SDK,
// answered by the server. Questions are seeded with the Admin SDK with triggers paused, with
// varied scores, answer counts and activity.
// Run: npm run bench:sorts
import { docPath, COLLECTIONS } from '@queryhub/model';
import { performance } from 'node:perf_hooks';
import {
  collection,
  getDocsFromServer,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { ms, percentile, printTable } from './lib/stats.js';
import { adminDb, clientApp, seededRandom } from '@queryhub/testkit';

const QUESTIONS = 10_000;
const BATCH = 500;
const PAGE = 21;
const RUNS = 30;
const CATEGORY = 'sort-bench';

async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
  if (!response.ok && response.status !== 400)
    throw new Error(`${action} failed: ${response.status}`);
}

async function seedQuestions(): Promise<number> {
  const db = adminDb();
  const random = seededRandom(11);
  const base = Date.UTC(2026, 0, 1);
  const start = performance.now();
  for (let offset = 0; offset < QUESTIONS; offset += BATCH) {
    const batch = db.batch();
    for (let number = offset; number < Math.min(offset + BATCH, QUESTIONS); number += 1) {
      const id = `sort-bench-${number}`;
      const date = base + number * 60_000;
      const answers = random() < 0.3 ? 0 : Math.floor(random() * 6) + 1;
      const up = Math.floor(random() * 20);
      const down = Math.floor(random() * 5);
      batch.set(db.doc(docPath('questions', id)), {
        id,
        Question: `Sort bench question ${number}`,
        Category: 'Sort bench',
        CatID: CATEGORY,
        uid: 'sort-bench',
        UserName: 'Sort Bench',
        date: Timestamp.fromMillis(date),
        QuestionScreenShot: '',
        Keywords: ['sort', 'bench'],
        AnswerCount: answers,
        Score: up - down,
        UpCount: up,
        DownCount: down,
        LastActivity: Timestamp.fromMillis(date + Math.floor(random() * 30 * 86_400_000)),
      });
    }
    await batch.commit();
  }
  return performance.now() - start;
}

const SORTS: Record<string, QueryConstraint[]> = {
  'Newest (date desc)': [orderBy('date', 'desc')],
  'Top (Score desc, date desc)': [orderBy('Score', 'desc'), orderBy('date', 'desc')],
  'Unanswered (AnswerCount == 0, date desc)': [
    where('AnswerCount', '==', 0),
    orderBy('date', 'desc'),
  ],
  'Active (LastActivity desc)': [orderBy('LastActivity', 'desc')],
};

async function timeSort(db: Firestore, constraints: QueryConstraint[]): Promise<number> {
  const started = performance.now();
  const snapshot = await getDocsFromServer(
    query(
      collection(db, COLLECTIONS.questions),
      where('CatID', '==', CATEGORY),
      ...constraints,
      limit(PAGE),
    ),
  );
  if (snapshot.size !== PAGE) throw new Error(`Expected ${PAGE} results, got ${snapshot.size}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  await setBackgroundTriggers(false);
  const seedMs = await seedQuestions().finally(() => setBackgroundTriggers(true));
  console.log(`Seeded ${QUESTIONS} questions in one category in ${(seedMs / 1000).toFixed(1)} s.`);
  const { db } = clientApp('sort-bench-visitor');
  await timeSort(db, SORTS['Newest (date desc)'] ?? []); // opens the connection

  const rows: string[][] = [];
  for (const [label, constraints] of Object.entries(SORTS)) {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run += 1) samples.push(await timeSort(db, constraints));
    rows.push([
      label,
      String(RUNS),
      ms(percentile(samples, 50)),
      ms(percentile(samples, 95)),
      ms(Math.max(...samples)),
    ]);
  }
  printTable(
    `Category sort latency over ${QUESTIONS} questions (web SDK, one page of ${PAGE})`,
    ['sort', 'runs', 'p50', 'p95', 'max'],
    rows,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
