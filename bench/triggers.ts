// Warm trigger latency: question posted (web SDK) → Keywords, UserName and the author's counter
// all visible to a listener; a Markdown question with code → its rendered Html visible; with two
// peers measured in the same run: the reference round trip (no trigger) and the bare trigger
// round trip (the emulator's cost of one trigger).
// Run: npx tsx stack/scripts/exec.ts --only auth,firestore,functions,storage -- npx tsx bench/triggers.ts
import { COLLECTIONS } from '@queryhub/model';
import { doc, collection, limit, orderBy, query, where } from 'firebase/firestore';

import { mean, ms, percentile, printTable } from './lib/stats.js';
import { bareTriggerRoundTrips } from './lib/bare-trigger-round-trip.js';
import { referenceRoundTrips } from './lib/reference-round-trip.js';
import { timeSettledRounds } from './lib/settle.js';
import { watchDoc, watchQuery } from './lib/watch.js';
import {
  createSignedInUser,
  createStampedPost,
  liftRateLimits,
  postCategory,
  questionFields,
  uniqueWord,
} from '@queryhub/testkit';

const WARM_UP = 10;
const SAMPLES = 100;
const MARKDOWN_SAMPLES = 30;

/** A ~1000-character Markdown question with a highlighted code block, a list and a link. */
function markdownQuestion(index: number): string {
  const code = Array.from(
    { length: 14 },
    (_, line) => `  const value${line} = items.map((item) => item * ${line}); // step ${line}`,
  ).join('\n');
  return [
    `Why is **run ${index}** slow?`,
    '',
    '- it maps `items` many times',
    '- see https://example.com/perf',
    '',
    '```ts',
    'function run(items: number[]) {',
    code,
    '}',
    '```',
  ]
    .join('\n')
    .slice(0, 1000);
}

async function main(): Promise<void> {
  const user = await createSignedInUser({ prefix: 'bench-triggers' });
  const category = await postCategory(user.session, `Bench ${uniqueWord('c')}`);
  const { db, uid } = user.session;
  const questions = watchQuery(
    // Newest first, within the rules' list limit: the question just posted is always in it.
    query(
      collection(db, COLLECTIONS.questions),
      where('CatID', '==', category.id),
      orderBy('date', 'desc'),
      limit(50),
    ),
  );
  const profileRef = doc(db, COLLECTIONS.users, uid);
  const profile = watchDoc(profileRef);

  // Ours: the real question-created trigger.
  // Outside the timing: the bench posts faster than the rules' gap between questions.
  const liftGap = () => liftRateLimits(uid);
  const rounds = { warmUp: WARM_UP, samples: SAMPLES };
  const triggerTimes = await timeSettledRounds(
    rounds,
    async (index) => {
      const id = `bench-trigger-${index}`;
      const asked = index + 1;
      const posted = createStampedPost(
        user.session,
        COLLECTIONS.questions,
        id,
        questionFields(user, id, category, `How fast is trigger run number ${index}?`),
      );
      await Promise.all([
        posted,
        questions.until((docs) => {
          const data = docs.get(id);
          return (
            Array.isArray(data?.Keywords) &&
            data.Keywords.length > 0 &&
            data.UserName === user.displayName
          );
        }),
        profile.until((state) => state.data?.NoOfQuestionAsked === asked),
      ]);
    },
    liftGap,
  );

  // Markdown: posted → the render trigger's Html seen by the listener.
  const markdownTimes = await timeSettledRounds(
    { warmUp: WARM_UP, samples: MARKDOWN_SAMPLES },
    async (index) => {
      const id = `bench-markdown-${index}`;
      const posted = createStampedPost(
        user.session,
        COLLECTIONS.questions,
        id,
        questionFields(user, id, category, markdownQuestion(index)),
      );
      await Promise.all([
        posted,
        questions.until((docs) => String(docs.get(id)?.Html ?? '').includes('hljs-keyword')),
      ]);
    },
    liftGap,
  );

  // Reference: the same legs without a trigger (bench/lib/reference-round-trip.ts).
  const referenceTimes = await referenceRoundTrips(profileRef, profile, uid, rounds);
  const publicProfile = watchDoc(doc(db, COLLECTIONS.profiles, uid));
  const bareTriggerTimes = await bareTriggerRoundTrips(publicProfile, uid, rounds);
  questions.stop();
  profile.stop();
  publicProfile.stop();
  await user.session.close();

  const row = (label: string, samples: number[]) => [
    label,
    ms(percentile(samples, 50)),
    ms(percentile(samples, 95)),
    ms(mean(samples)),
  ];
  const ratio = (peer: number[], p: number) =>
    `${(percentile(triggerTimes, p) / percentile(peer, p)).toFixed(2)}×`;
  printTable(
    `Trigger latency, warm, ${SAMPLES} questions (after ${WARM_UP} warm-up)`,
    ['measure', 'p50', 'p95', 'mean'],
    [
      row('question posted → Keywords + UserName + counter', triggerTimes),
      row(`Markdown question (${MARKDOWN_SAMPLES}) posted → highlighted Html`, markdownTimes),
      row('reference: client write acked + admin update seen', referenceTimes),
      row('bare trigger: admin update → onUserPublicProfile → seen', bareTriggerTimes),
      [
        'ratio (question row / reference)',
        ratio(referenceTimes, 50),
        ratio(referenceTimes, 95),
        '',
      ],
      [
        'ratio (question row / bare trigger)',
        ratio(bareTriggerTimes, 50),
        ratio(bareTriggerTimes, 95),
        '',
      ],
    ],
  );
  const p50 = percentile(triggerTimes, 50);
  const p95 = percentile(triggerTimes, 95);
  const verdict = p50 <= 100 && p95 <= 200 ? 'met' : 'NOT met';
  console.log(`\nTarget p50 ≤ 100 ms and p95 ≤ 200 ms: ${verdict}.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
