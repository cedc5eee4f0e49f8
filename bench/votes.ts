// Vote-to-score latency: a reader votes (web SDK) → the post's Score, as computed by
// onVoteWritten, is visible to a listener; with the reference round trip of bench/triggers.ts
// (client write acknowledged + an Admin SDK update seen, the two legs of any trigger round trip)
// measured in the same run.
// Run: npm run bench:votes
import { COLLECTIONS } from '@queryhub/model';
import { doc } from 'firebase/firestore';

import { mean, ms, percentile, printTable } from './lib/stats.js';
import { referenceRoundTrips } from './lib/reference-round-trip.js';
import { timeSettledRounds } from './lib/settle.js';
import { watchDoc } from './lib/watch.js';
import {
  createSignedInUser,
  createStampedPost,
  grantPrivilege,
  liftRateLimits,
  postCategory,
  questionFields,
  uniqueWord,
  writeVote,
} from '@queryhub/testkit';

const WARM_UP = 10;
const SAMPLES = 100;

async function main(): Promise<void> {
  const author = await createSignedInUser({ prefix: 'bench-votes-author' });
  const voter = await createSignedInUser({ prefix: 'bench-votes-voter' });
  // The samples downvote too: a privilege (model/src/privileges.ts).
  await grantPrivilege(voter.session.uid, 'downvote');
  const category = await postCategory(author.session, `Bench ${uniqueWord('c')}`);
  const questionId = 'bench-voted-question';
  // With its rate stamp, as the web app posts (the rules require it).
  await createStampedPost(
    author.session,
    COLLECTIONS.questions,
    questionId,
    questionFields(author, questionId, category, 'How fast does a vote reach the score?'),
  );
  const post = watchDoc(doc(author.session.db, COLLECTIONS.questions, questionId));
  await post.until((state) => state.data?.Score === 0);

  // Each sample changes the vote and waits for the score it must produce: up (1), down (-1),
  // taken back (0), in turn, so creates, updates and deletes are all measured.
  const rounds = { warmUp: WARM_UP, samples: SAMPLES };
  let current: 1 | -1 | 0 = 0;
  const voteTimes = await timeSettledRounds(
    rounds,
    async (index) => {
      const next: 1 | -1 | 0 = ([1, -1, 0] as const)[index % 3] ?? 0;
      const written = writeVote(
        voter.session,
        { postId: questionId, postKind: 'question', questionId },
        current,
        next,
      );
      await Promise.all([written, post.until((state) => state.data?.Score === next)]);
      current = next;
    },
    // Outside the timing: 110 votes are more than a member's daily vote window allows.
    () => liftRateLimits(voter.session.uid),
  );

  const profileRef = doc(voter.session.db, COLLECTIONS.users, voter.session.uid);
  const profile = watchDoc(profileRef);
  const referenceTimes = await referenceRoundTrips(profileRef, profile, voter.session.uid, rounds);
  post.stop();
  profile.stop();
  await Promise.all([author.session.close(), voter.session.close()]);

  const row = (label: string, samples: number[]) => [
    label,
    ms(percentile(samples, 50)),
    ms(percentile(samples, 95)),
    ms(mean(samples)),
  ];
  const ratio = (p: number) =>
    (percentile(voteTimes, p) / percentile(referenceTimes, p)).toFixed(2);
  printTable(
    `Vote-to-score latency, warm, ${SAMPLES} votes (after ${WARM_UP} warm-up)`,
    ['measure', 'p50', 'p95', 'mean'],
    [
      row('vote written → Score seen by a listener', voteTimes),
      row('reference: client write acked + admin update seen', referenceTimes),
      ['ratio (vote / reference)', `${ratio(50)}×`, `${ratio(95)}×`, ''],
    ],
  );
  const verdict = percentile(voteTimes, 50) <= 150 ? 'met' : 'NOT met';
  console.log(`\nTarget p50 ≤ 150 ms: ${verdict}.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
