// The cost of fanning out one answer to its question's followers, e-mail alerts included:
// function time, documents written and alert tasks queued, for 10, 100 and 1,000 followers,
// with the ratios against the 100-follower run measured in the same process. Target: bounded
// (MAX_NOTIFIED_FOLLOWERS) and linear. The answer trigger's body runs in this process against
// the Firestore emulator (no functions emulator, so nothing else competes for the cores).
// Run: npm run bench:mail
import { COLLECTIONS, docPath } from '@queryhub/model';
import { performance } from 'node:perf_hooks';
import {
  alertTasks,
  notifyOnAnswer,
  type AlertScheduler,
} from '@queryhub/functions/answer-fan-out';
import { adminDb, answerFields, questionFields, uniqueId } from '@queryhub/testkit';
import { ms, printTable } from './lib/stats.js';

const SIZES = [10, 100, 1000];
const RUNS = 3;

async function questionWithFollowers(followers: number): Promise<string> {
  const db = adminDb();
  const questionId = uniqueId('bench-q');
  const catId = 'bench-mail';
  await db
    .doc(docPath('questions', questionId))
    .set(
      questionFields(
        { uid: 'bench-asker' },
        questionId,
        { id: catId, subject: 'Bench' },
        'Why?',
        '',
        new Date(),
      ),
    );
  const writer = db.bulkWriter();
  for (let index = 0; index < followers; index += 1) {
    void writer.set(
      db.doc(`${docPath('users', `bench-f${index}`)}/${COLLECTIONS.follows}/${questionId}`),
      { QuestionID: questionId, date: new Date() },
    );
  }
  await writer.close();
  return questionId;
}

async function oneAnswer(
  questionId: string,
): Promise<{ ms: number; writes: number; tasks: number }> {
  const db = adminDb();
  const answerId = uniqueId('bench-a');
  await db
    .doc(docPath('answers', answerId))
    .set(
      answerFields(
        { uid: 'bench-answerer' },
        answerId,
        { id: questionId, text: 'Why?', categoryId: 'bench-mail' },
        'Because.',
        '',
        new Date(),
      ),
    );
  let tasks = 0;
  let recipients = 0;
  // The tasks the trigger would queue (one per ALERT_TASK_UIDS recipients), counted, not sent.
  // Recipients are counted here rather than from notify's result: with the functions emulator
  // running, the deployed trigger may write some of the same (idempotent) notifications first.
  const countTasks: AlertScheduler = (uids, id) => {
    recipients = uids.length;
    tasks += alertTasks(uids, id, 0).length;
    return Promise.resolve();
  };
  const started = performance.now();
  await notifyOnAnswer(db, answerId, countTasks);
  const elapsed = performance.now() - started;
  // One notification per recipient, and the answerer's follow of the question.
  return { ms: elapsed, writes: recipients + 1, tasks };
}

async function main(): Promise<void> {
  const rows: { followers: number; ms: number; writes: number; tasks: number }[] = [];
  for (const size of SIZES) {
    const samples: number[] = [];
    let last = { ms: 0, writes: 0, tasks: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const questionId = await questionWithFollowers(size);
      last = await oneAnswer(questionId);
      samples.push(last.ms);
    }
    samples.sort((a, b) => a - b);
    rows.push({
      followers: size,
      ms: samples[Math.floor(RUNS / 2)] ?? 0,
      writes: last.writes,
      tasks: last.tasks,
    });
  }
  const peer = rows.find((row) => row.followers === 100);
  printTable(
    'Fan-out of one answer (notifications and e-mail alert tasks)',
    [
      'followers',
      'function time (median)',
      'documents written',
      'alert tasks',
      'time vs 100',
      'per follower',
    ],
    rows.map((row) => [
      String(row.followers),
      ms(row.ms),
      String(row.writes),
      String(row.tasks),
      peer ? `${(row.ms / peer.ms).toFixed(2)}×` : '—',
      ms(row.ms / row.followers),
    ]),
  );
  console.log(
    'Bounded: at most MAX_NOTIFIED_FOLLOWERS (1,000) inbox writes and ceil(n/100) tasks per event; ' +
      'each task then costs one Auth lookup per 100 recipients and one transaction per recipient.',
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
