// Server rendering time of the `ssr` function for a question page with 20 answers, through the
// hosting emulator (as a browser or crawler gets it), beside a static file from the same host.
// Run: npx tsx stack/scripts/exec.ts --only auth,firestore,functions,storage,hosting -- npx tsx bench/ssr.ts
import { performance } from 'node:perf_hooks';
import { COLLECTIONS } from '@queryhub/model';
import { Timestamp } from 'firebase-admin/firestore';
import { ms, percentile, printTable } from './lib/stats.js';
import { adminDb } from '@queryhub/testkit';

const ORIGIN = 'http://127.0.0.1:5000';
const ANSWERS = 20;
const WARM_UP = 10;
const SAMPLES = 100;
const CATEGORY = 'bench-ssr';
const QUESTION = 'bench-ssr-q';
const QUESTION_TEXT = 'How long does the server take to render a question with twenty answers?';

/** A question with ANSWERS answers, written directly (the documents as the functions leave them). */
async function seedThread(): Promise<string> {
  const db = adminDb();
  const base = Date.UTC(2026, 10, 1);
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.categories).doc(CATEGORY), {
    id: CATEGORY,
    Subject: 'Bench',
    uid: 'bench',
    UserName: 'Bench',
    date: Timestamp.fromMillis(base),
  });
  batch.set(db.collection(COLLECTIONS.questions).doc(QUESTION), {
    id: QUESTION,
    Question: QUESTION_TEXT,
    Category: 'Bench',
    CatID: CATEGORY,
    uid: 'bench',
    UserName: 'Bench',
    date: Timestamp.fromMillis(base + 1000),
    QuestionScreenShot: '',
    AnswerCount: ANSWERS,
  });
  for (let i = 1; i <= ANSWERS; i += 1) {
    batch.set(db.collection(COLLECTIONS.answers).doc(`${QUESTION}-a${i}`), {
      id: `${QUESTION}-a${i}`,
      Answer: `Answer number ${i}: `.padEnd(400, 'lorem ipsum dolor sit amet '),
      Question: QUESTION_TEXT,
      QuestionID: QUESTION,
      CatID: CATEGORY,
      uid: 'bench',
      UserName: `Answerer ${i}`,
      date: Timestamp.fromMillis(base + 2000 + i * 1000),
      AnswerScreenShot: '',
    });
  }
  await batch.commit();
  return `/Questions/${CATEGORY}/${QUESTION}/${encodeURIComponent(QUESTION_TEXT.replace(/\s+/g, '-'))}`;
}

interface Sample {
  totalMs: number;
  dataMs: number;
  renderMs: number;
}

function serverTiming(header: string | null, name: string): number {
  const match = header?.match(new RegExp(`${name};dur=([\\d.]+)`));
  return match ? Number(match[1]) : Number.NaN;
}

async function measure(path: string, count: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    const response = await fetch(ORIGIN + path);
    const body = await response.text();
    const totalMs = performance.now() - start;
    if (response.status !== 200 || body.length === 0) {
      throw new Error(`${path} answered ${response.status}`);
    }
    const timing = response.headers.get('server-timing');
    samples.push({
      totalMs,
      dataMs: serverTiming(timing, 'data'),
      renderMs: serverTiming(timing, 'render'),
    });
  }
  return samples;
}

function row(name: string, values: number[]): string[] {
  if (values.every((value) => Number.isNaN(value))) return [name, '—', '—'];
  return [name, ms(percentile(values, 50)), ms(percentile(values, 95))];
}

const page = await seedThread();
const first = await measure(page, 1);
const html = await (await fetch(ORIGIN + page)).text();
if (!html.includes('Answer number 20:')) throw new Error('The rendered page lacks the answers');
await measure(page, WARM_UP);
const ssr = await measure(page, SAMPLES);
await measure('/app-shell.html', WARM_UP);
const staticFile = await measure('/app-shell.html', SAMPLES);

printTable(
  `ssr function: question page with ${ANSWERS} answers, ${SAMPLES} sequential requests after ${WARM_UP} warm-up (target: p50 ≤ 50 ms warm)`,
  ['what', 'p50', 'p95'],
  [
    row(
      'question page via hosting, time to last byte',
      ssr.map((s) => s.totalMs),
    ),
    row(
      '  of which Firestore reads (Server-Timing data)',
      ssr.map((s) => s.dataMs),
    ),
    row(
      '  of which React render (Server-Timing render)',
      ssr.map((s) => s.renderMs),
    ),
    row(
      'static file via hosting (/app-shell.html)',
      staticFile.map((s) => s.totalMs),
    ),
    row(
      'first request (cold module load)',
      first.map((s) => s.totalMs),
    ),
  ],
);
process.exit(0);
