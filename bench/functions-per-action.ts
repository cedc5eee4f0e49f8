// Functions woken per user action: each action (ask, answer, vote, accept, comment, edit) is
// written once per sample, and the functions emulator's own log (the logging emulator's
// WebSocket stream, which carries every "Beginning execution of …" line) says which functions
// ran for it. Production bills each of these invocations, finds nothing to do or not.
// Run: npm run bench:functions-per-action
import { COLLECTIONS, newComment } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import {
  adminDb,
  uniqueId,
  uniqueWord,
  writeAnswer,
  writeCategory,
  writeQuestion,
  writeUserRecord,
} from '@queryhub/testkit';

import { printTable } from './lib/stats.js';
import { FunctionRuns } from './lib/function-runs.js';

const SAMPLES = 5;
/**
 * Task queue functions: they run later (the unread alert after MAIL_ALERT_DELAY_SECONDS, one per
 * recipient), not as part of the action, so they are counted apart.
 */
const DEFERRED = new Set(['sendUnreadAlerts', 'deliverWebhook']);
/** A run that starts later than this after the last one belongs to no action of ours. */
const QUIET_MS = 4_000;

interface Fixture {
  asker: string;
  answerer: string;
  voter: string;
  category: { id: string; subject: string };
}

async function askedQuestion(fixture: Fixture, text: string) {
  return writeQuestion({ uid: fixture.asker }, fixture.category, text);
}

async function main(): Promise<void> {
  const fixture: Fixture = {
    asker: uniqueId('bench-asker'),
    answerer: uniqueId('bench-answerer'),
    voter: uniqueId('bench-voter'),
    category: { id: '', subject: '' },
  };
  await Promise.all([
    writeUserRecord(fixture.asker, uniqueWord('asker')),
    writeUserRecord(fixture.answerer, uniqueWord('answerer')),
    writeUserRecord(fixture.voter, uniqueWord('voter')),
  ]);
  fixture.category = await writeCategory({ uid: fixture.asker }, `Bench ${uniqueWord('c')}`);

  const runs = await FunctionRuns.connect();
  await runs.quiet(QUIET_MS);

  const rows: string[][] = [];
  const db = adminDb();
  const actions: [string, (sample: number) => Promise<() => Promise<void>>][] = [
    [
      'ask a question',
      async (sample) => async () => {
        await askedQuestion(fixture, `How does asking number ${sample} wake functions?`);
      },
    ],
    [
      'answer',
      async (sample) => {
        const question = await askedQuestion(fixture, `Which answer ${sample} wakes what?`);
        return async () => {
          await writeAnswer({ uid: fixture.answerer }, question, `Answer number ${sample}.`);
        };
      },
    ],
    [
      'upvote a question',
      async (sample) => {
        const question = await askedQuestion(fixture, `Which vote ${sample} wakes what?`);
        return async () => {
          await db.collection(COLLECTIONS.votes).doc(`${question.id}_${fixture.voter}`).set({
            postId: question.id,
            postKind: 'question',
            questionId: question.id,
            uid: fixture.voter,
            value: 1,
            date: FieldValue.serverTimestamp(),
          });
        };
      },
    ],
    [
      'accept an answer',
      async (sample) => {
        const question = await askedQuestion(fixture, `Which accept ${sample} wakes what?`);
        const answerId = await writeAnswer(
          { uid: fixture.answerer },
          question,
          `Accepted answer ${sample}.`,
        );
        return async () => {
          await db
            .collection(COLLECTIONS.questions)
            .doc(question.id)
            .update({ AcceptedAnswerID: answerId });
        };
      },
    ],
    [
      'comment on a question',
      async (sample) => {
        const question = await askedQuestion(fixture, `Which comment ${sample} wakes what?`);
        return async () => {
          const ref = db.collection(COLLECTIONS.comments).doc();
          await ref.set(
            newComment(
              {
                id: ref.id,
                text: `Comment number ${sample}.`,
                post: { kind: 'question', id: question.id, questionId: question.id },
                uid: fixture.voter,
              },
              new Date(),
            ),
          );
        };
      },
    ],
    [
      'edit a question',
      async (sample) => {
        const question = await askedQuestion(fixture, `Which edit ${sample} wakes what?`);
        return async () => {
          await db
            .collection(COLLECTIONS.questions)
            .doc(question.id)
            .update({ Question: `Which edit ${sample} wakes what, edited?` });
        };
      },
    ],
  ];

  for (const [name, setUp] of actions) {
    const woken: number[] = [];
    const deferred: number[] = [];
    const names = new Map<string, number>();
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      const act = await setUp(sample);
      // The set-up's own functions must be done before the action's count starts.
      await runs.quiet(QUIET_MS);
      const since = runs.mark();
      await act();
      await runs.quiet(QUIET_MS);
      const ran = runs.since(since);
      woken.push(ran.filter((fn) => !DEFERRED.has(fn)).length);
      deferred.push(ran.filter((fn) => DEFERRED.has(fn)).length);
      for (const fn of ran) names.set(fn, (names.get(fn) ?? 0) + 1);
    }
    const mean = (counts: number[]) => counts.reduce((sum, n) => sum + n, 0) / counts.length;
    const which = [...names]
      .sort((a, b) => b[1] - a[1])
      .map(([fn, count]) => (count === SAMPLES ? fn : `${fn} (${count}/${SAMPLES})`))
      .join(', ');
    rows.push([
      name,
      mean(woken).toFixed(1),
      `${Math.min(...woken)}–${Math.max(...woken)}`,
      mean(deferred).toFixed(1),
      which,
    ]);
  }
  runs.close();

  printTable(
    `Functions woken per user action (${SAMPLES} samples each, Admin SDK writes)`,
    ['action', 'woken at once (mean)', 'range', 'deferred tasks (mean)', 'which'],
    rows,
  );
}

await main();
process.exit(0);
