// Load run: 50 signed-in users (web SDK, one app each) for LOAD_SECONDS (default 60): each listens
// to a category and a question, posts questions and answers at random (one write every 2-4 s),
// 5 of them also search. Prints throughput, write→listener latency, errors and emulator memory,
// then verifies exactly that every counter and every keyword list settled right. The activity
// phase starts once the setup's own triggers (5 categories, 5 target questions) have settled.
// Run: npx tsx stack/scripts/exec.ts --only auth,firestore,functions,storage -- npx tsx bench/load.ts
import { performance } from 'node:perf_hooks';

import { type Firestore as AdminFirestore } from 'firebase-admin/firestore';

import {
  collection,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';

import { searchQueryWords, COLLECTIONS, docPath } from '@queryhub/model';
import { emulatorProcesses, type EmulatorProcess } from './lib/emulator-memory.js';
import { questionTexts, SEARCHES } from './lib/question-corpus.js';
import { ms, percentile, printTable } from './lib/stats.js';
import {
  adminDb,
  answerFields,
  categoryFields,
  createPostAs,
  createSignedInUser,
  questionFields,
  seededRandom,
} from '@queryhub/testkit';

const USERS = Number(process.env.LOAD_USERS ?? 50);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const SEARCHERS = Math.min(5, USERS);
const CATEGORIES = 5;
const WRITE_GAP_MS = { min: 2000, max: 4000 };
const SEARCH_GAP_MS = 1500;
const SETTLE_TIMEOUT_MS = 90_000;
const SETUP_SETTLE_TIMEOUT_MS = 60_000;
const RUN_ID = Date.now().toString(36);
const PASSWORD = 'load-password';

const random = seededRandom(7);
const texts = questionTexts(10_000, 11);
let textIndex = 0;
const nextText = () => texts[textIndex++ % texts.length] as string;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

interface LoadUser {
  index: number;
  uid: string;
  db: Firestore;
  close: () => Promise<void>;
  stops: (() => void)[];
}

interface Target {
  categoryId: string;
  subject: string;
  questionId: string;
  questionText: string;
}

/**
 * A write the rules refused only because one of their lookups (`exists`/`get`) failed inside
 * the Firestore emulator: the message names the failed service call, not a false condition.
 * Under saturation the lookup waits on a document lock and gives up. To a user it is a failed
 * write, so it counts as an error; it is listed apart only to tell the cause.
 */
const EMULATOR_LOOKUP_FAILURE =
  /^7 PERMISSION_DENIED: \nevaluation error at L\d+:\d+ for '\w+' @ L\d+, Service call error\. Function: \[(exists|get)\]/;

function isEmulatorLookupFailure(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'permission-denied' &&
    typeof message === 'string' &&
    EMULATOR_LOOKUP_FAILURE.test(message)
  );
}

const stats = {
  writes: 0,
  writeErrors: [] as string[],
  /** Write errors caused by a failed rules lookup; see EMULATOR_LOOKUP_FAILURE. */
  lookupFailures: [] as string[],
  listenerErrors: [] as string[],
  searches: 0,
  searchErrors: [] as string[],
  latencies: [] as number[],
  writeAcks: [] as number[],
  searchTimes: [] as number[],
  listenerEvents: 0,
};
/** Write start times by document id, until another user's listener sees the document. */
const pending = new Map<string, { at: number; author: string }>();

function seen(viewer: string, id: string): void {
  const write = pending.get(id);
  if (!write || write.author === viewer) return;
  pending.delete(id);
  stats.latencies.push(performance.now() - write.at);
}

async function createUser(index: number): Promise<LoadUser> {
  const { session } = await createSignedInUser({
    email: `load-${RUN_ID}-${index}@bench.queryhub.test`,
    displayName: `Load user ${index}`,
    password: PASSWORD,
  });
  return { index, uid: session.uid, db: session.db, close: () => session.close(), stops: [] };
}

async function postQuestion(user: LoadUser, target: Target, text: string, id: string) {
  const category = { id: target.categoryId, subject: target.subject };
  await createPostAs(user, COLLECTIONS.questions, id, questionFields(user, id, category, text));
}

async function postAnswer(user: LoadUser, target: Target, text: string, id: string) {
  const question = {
    id: target.questionId,
    text: target.questionText,
    categoryId: target.categoryId,
  };
  await createPostAs(user, COLLECTIONS.answers, id, answerFields(user, id, question, text));
}

/** Listens to the user's category (its questions) and question (its answers). */
function listen(user: LoadUser, target: Target): void {
  const onError = (error: Error) =>
    stats.listenerErrors.push(`user ${user.index}: ${error.message}`);
  const onDocs = (snapshot: {
    docChanges(): { type: string; doc: { id: string; metadata: { hasPendingWrites: boolean } } }[];
  }) => {
    for (const change of snapshot.docChanges()) {
      if (change.type !== 'added' || change.doc.metadata.hasPendingWrites) continue;
      stats.listenerEvents += 1;
      seen(user.uid, change.doc.id);
    }
  };
  user.stops.push(
    onSnapshot(
      query(
        collection(user.db, COLLECTIONS.questions),
        where('CatID', '==', target.categoryId),
        orderBy('date', 'desc'),
        limit(50),
      ),
      onDocs,
      onError,
    ),
    onSnapshot(
      query(
        collection(user.db, COLLECTIONS.answers),
        where('QuestionID', '==', target.questionId),
        // The question page's order (get-question-answers.ts).
        orderBy('Score', 'desc'),
        orderBy('date', 'desc'),
        limit(50),
      ),
      onDocs,
      onError,
    ),
  );
}

async function writeLoop(user: LoadUser, target: Target, until: number): Promise<void> {
  let count = 0;
  await sleep(random() * WRITE_GAP_MS.max);
  while (performance.now() < until) {
    count += 1;
    const id = `load-${RUN_ID}-${user.index}-${count}`;
    const isQuestion = random() < 0.5;
    const at = performance.now();
    pending.set(id, { at, author: user.uid });
    try {
      if (isQuestion) await postQuestion(user, target, nextText(), id);
      else await postAnswer(user, target, `Try this: ${nextText()}`, id);
      stats.writes += 1;
      stats.writeAcks.push(performance.now() - at);
    } catch (error) {
      pending.delete(id);
      const line = `user ${user.index} ${id}: ${(error as Error).message}`;
      if (isEmulatorLookupFailure(error)) stats.lookupFailures.push(line);
      else stats.writeErrors.push(line);
    }
    await sleep(WRITE_GAP_MS.min + random() * (WRITE_GAP_MS.max - WRITE_GAP_MS.min));
  }
}

async function searchLoop(user: LoadUser, until: number): Promise<void> {
  while (performance.now() < until) {
    const words = searchQueryWords(pick(SEARCHES));
    const at = performance.now();
    try {
      await getDocs(
        query(
          collection(user.db, COLLECTIONS.questions),
          where('Keywords', 'array-contains-any', words),
          orderBy('date', 'desc'),
          limit(20),
        ),
      );
      stats.searches += 1;
      stats.searchTimes.push(performance.now() - at);
    } catch (error) {
      stats.searchErrors.push(`user ${user.index}: ${(error as Error).message}`);
    }
    await sleep(SEARCH_GAP_MS);
  }
}

/** Users whose NoOfQuestionAsked / NoOfQuestionAnswered differ from their posts. */
async function counterMismatches(db: AdminFirestore, users: LoadUser[]): Promise<string[]> {
  const mismatches: string[] = [];
  for (const user of users) {
    const [profile, asked, answered] = await Promise.all([
      db.doc(`${COLLECTIONS.users}/${user.uid}`).get(),
      db.collection(COLLECTIONS.questions).where('uid', '==', user.uid).count().get(),
      db.collection(COLLECTIONS.answers).where('uid', '==', user.uid).count().get(),
    ]);
    const expected = {
      NoOfQuestionAsked: asked.data().count,
      NoOfQuestionAnswered: answered.data().count,
    };
    for (const [field, count] of Object.entries(expected)) {
      if (profile.get(field) !== count) {
        mismatches.push(
          `${COLLECTIONS.users}/${user.uid} ${field} = ${profile.get(field)}, documents = ${count}`,
        );
      }
    }
  }
  return mismatches;
}

/** Posts of this run without Keywords. */
async function keywordMismatches(db: AdminFirestore): Promise<string[]> {
  const mismatches: string[] = [];
  for (const name of [COLLECTIONS.questions, COLLECTIONS.answers]) {
    const posts = await db
      .collection(name)
      .where('id', '>=', `load-${RUN_ID}-`)
      .where('id', '<', `load-${RUN_ID}.`)
      .get();
    for (const post of posts.docs) {
      const keywords: unknown = post.get('Keywords');
      if (!Array.isArray(keywords) || keywords.length === 0)
        mismatches.push(`${post.ref.path} has no Keywords`);
    }
  }
  return mismatches;
}

/** Target questions whose AnswerCount differs from their answers. */
async function answerCountMismatches(db: AdminFirestore, targets: Target[]): Promise<string[]> {
  const mismatches: string[] = [];
  for (const target of targets) {
    const [question, answers] = await Promise.all([
      db.doc(`${COLLECTIONS.questions}/${target.questionId}`).get(),
      db.collection(COLLECTIONS.answers).where('QuestionID', '==', target.questionId).count().get(),
    ]);
    if (question.get('AnswerCount') !== answers.data().count) {
      mismatches.push(
        `${COLLECTIONS.questions}/${target.questionId} AnswerCount = ${question.get('AnswerCount')}, answers = ${answers.data().count}`,
      );
    }
  }
  return mismatches;
}

/** Polls until every user's counters and every post's keywords match; returns what does not. */
async function verify(users: LoadUser[], targets: Target[]): Promise<string[]> {
  const db = adminDb();
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const mismatches = [
      ...(await counterMismatches(db, users)),
      ...(await keywordMismatches(db)),
      ...(await answerCountMismatches(db, targets)),
    ];
    if (mismatches.length === 0 || Date.now() > deadline) return mismatches;
    await sleep(1000);
  }
}

/** Waits until every category has its UserName and every target question has Keywords. */
async function waitForSetup(targets: Target[]): Promise<boolean> {
  const db = adminDb();
  const deadline = Date.now() + SETUP_SETTLE_TIMEOUT_MS;
  for (;;) {
    const [categories, questions] = await Promise.all([
      Promise.all(targets.map((target) => db.doc(docPath('categories', target.categoryId)).get())),
      Promise.all(targets.map((target) => db.doc(docPath('questions', target.questionId)).get())),
    ]);
    const settled =
      categories.every((category) => typeof category.get('UserName') === 'string') &&
      questions.every((question) => Array.isArray(question.get('Keywords')));
    if (settled) return true;
    if (Date.now() > deadline) return false;
    await sleep(500);
  }
}

/** USERS signed-in users, created 10 at a time. */
async function createUsers(): Promise<LoadUser[]> {
  const users: LoadUser[] = [];
  for (let start = 0; start < USERS; start += 10) {
    const batch = Array.from({ length: Math.min(10, USERS - start) }, (_, k) =>
      createUser(start + k),
    );
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/** CATEGORIES categories, each with one question that the answers go to. */
async function createTargets(users: LoadUser[]): Promise<Target[]> {
  const targets: Target[] = [];
  for (let index = 0; index < CATEGORIES; index += 1) {
    const owner = users[index % users.length] as LoadUser;
    const categoryId = `load-${RUN_ID}-category-${index}`;
    const subject = `Load category ${index}`;
    await createPostAs(
      owner,
      COLLECTIONS.categories,
      categoryId,
      categoryFields(owner, categoryId, subject),
    );
    const target = {
      categoryId,
      subject,
      questionId: `load-${RUN_ID}-${owner.index}-0`,
      questionText: nextText(),
    };
    await postQuestion(owner, target, target.questionText, target.questionId);
    targets.push(target);
  }
  return targets;
}

interface MemorySampler {
  before: EmulatorProcess[];
  /** Stops sampling; returns the processes now, with the peak seen per pid. */
  stop: () => { after: EmulatorProcess[]; peakKb: Map<number, number> };
}

/** Samples the emulators' resident memory every 2 s. */
function sampleMemory(): MemorySampler {
  const before = emulatorProcesses();
  const peakKb = new Map<number, number>();
  const sample = () => {
    const now = emulatorProcesses();
    for (const process of now) {
      peakKb.set(process.pid, Math.max(peakKb.get(process.pid) ?? 0, process.rssKb));
    }
    return now;
  };
  const timer = setInterval(sample, 2000);
  return {
    before,
    stop: () => {
      clearInterval(timer);
      return { after: sample(), peakKb };
    },
  };
}

/** Every user listens and writes, SEARCHERS of them also search, for SECONDS; returns seconds. */
async function runActivity(users: LoadUser[], targets: Target[]): Promise<number> {
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const targetOf = (user: LoadUser) => targets[user.index % CATEGORIES] as Target;
  for (const user of users) listen(user, targetOf(user));
  await Promise.all([
    ...users.map((user) => writeLoop(user, targetOf(user), until)),
    ...users.slice(0, SEARCHERS).map((user) => searchLoop(user, until)),
  ]);
  const elapsed = (performance.now() - started) / 1000;
  await sleep(3000); // the last writes reach the other listeners
  for (const user of users) for (const stop of user.stops) stop();
  return elapsed;
}

/** Every failed write is an error; those refused by a failed rules lookup are also listed apart. */
function errorCount(): number {
  return (
    stats.writeErrors.length +
    stats.lookupFailures.length +
    stats.listenerErrors.length +
    stats.searchErrors.length
  );
}

function printActivity(elapsed: number): void {
  printTable(
    `Load: ${USERS} users, ${elapsed.toFixed(0)} s`,
    ['measure', 'value'],
    [
      ['writes acknowledged', String(stats.writes)],
      ['write throughput', `${(stats.writes / elapsed).toFixed(1)} /s`],
      ['listener deliveries (added, from server)', String(stats.listenerEvents)],
      ['searches', `${stats.searches} (${(stats.searches / elapsed).toFixed(1)} /s)`],
      [
        'write acknowledged p50 / p95',
        `${ms(percentile(stats.writeAcks, 50))} / ${ms(percentile(stats.writeAcks, 95))}`,
      ],
      [
        'search p50 / p95',
        `${ms(percentile(stats.searchTimes, 50))} / ${ms(percentile(stats.searchTimes, 95))}`,
      ],
      ["write → other user's listener p50", ms(percentile(stats.latencies, 50))],
      ["write → other user's listener p95", ms(percentile(stats.latencies, 95))],
      ['writes never seen by another listener', String(pending.size)],
      [
        'errors: writes / listeners / searches',
        `${stats.writeErrors.length + stats.lookupFailures.length} / ${stats.listenerErrors.length} / ${stats.searchErrors.length}`,
      ],
      ['  of the write errors: rules lookup failed', String(stats.lookupFailures.length)],
    ],
  );
  const lines = [...stats.writeErrors, ...stats.listenerErrors, ...stats.searchErrors];
  for (const line of lines.slice(0, 20)) console.log(`  error: ${line}`);
  for (const line of stats.lookupFailures.slice(0, 5)) {
    console.log(`  rules lookup failure: ${line.split('\n').slice(0, 2).join(' ')}`);
  }
}

function printMemory(memory: MemorySampler): void {
  const { after, peakKb } = memory.stop();
  const before = new Map(memory.before.map((p) => [p.pid, p.rssKb]));
  const mb = (kb: number) => (kb / 1024).toFixed(0);
  printTable(
    'Emulator processes, resident memory (MB)',
    ['process', 'pid', 'before', 'peak', 'after'],
    after.map((p) => [
      p.label,
      String(p.pid),
      before.has(p.pid) ? mb(before.get(p.pid) as number) : '-',
      mb(peakKb.get(p.pid) ?? p.rssKb),
      mb(p.rssKb),
    ]),
  );
}

/** Verifies the derived data and prints the outcome; returns the mismatches. */
async function verifyAndReport(users: LoadUser[], targets: Target[]): Promise<string[]> {
  console.log('\nVerifying counters, AnswerCount and keywords (polling until settled)…');
  const started = performance.now();
  const mismatches = await verify(users, targets);
  const settled = ((performance.now() - started) / 1000).toFixed(1);
  if (mismatches.length === 0) {
    console.log(
      `Every counter equals its user's documents and every post has keywords (settled in ${settled} s).`,
    );
  } else {
    console.log(`${mismatches.length} mismatches after ${settled} s:`);
    for (const line of mismatches.slice(0, 50)) console.log(`  ${line}`);
  }
  return mismatches;
}

async function main(): Promise<void> {
  console.log(`Load: ${USERS} users for ${SECONDS} s (${SEARCHERS} also search); setting up…`);
  const users = await createUsers();
  const targets = await createTargets(users);
  const setupStarted = performance.now();
  const setupSettled = await waitForSetup(targets);
  console.log(
    `Setup triggers ${setupSettled ? 'settled' : 'NOT settled'} after ${ms(performance.now() - setupStarted)}; starting the activity phase.`,
  );

  const memory = sampleMemory();
  const elapsed = await runActivity(users, targets);
  printActivity(elapsed);
  printMemory(memory);
  const mismatches = await verifyAndReport(users, targets);
  await Promise.all(users.map((user) => user.close()));
  const met = errorCount() === 0 && mismatches.length === 0;
  console.log(`\nTarget zero errors and exact counters: ${met ? 'met' : 'NOT met'}.`);
  if (!met) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
