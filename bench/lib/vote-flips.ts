// The vote-flip burst of `npm run bench:worst-case`: one account flips its vote on
// one post as fast as the web SDK sends, past its daily budget, and toggles an accept the same
// way. Prints what the triggers wrote per flip, against the per-event design they replaced,
// measured in the same run.
import { docPath, VOTE_STAMP, WINDOW_STAMP_LIMITS, ACCEPT_STAMP } from '@queryhub/model';
import {
  adminDb,
  createFlipArena,
  eventually,
  flipVotes,
  toggleAccepted,
  uniqueId,
} from '@queryhub/testkit';

/** Flips sent: past the window, so the refusals show too. */
const FLIPS = WINDOW_STAMP_LIMITS[VOTE_STAMP] + 20;
const TOGGLES = WINDOW_STAMP_LIMITS[ACCEPT_STAMP] + 10;
/** What one applying run of onVoteWritten writes: the post's counters, a ledger, CountedVotes. */
const WRITES_PER_APPLYING_RUN = 3;
/** What the per-event design wrote for every flip: counters, a ledger, the event marker. */
const WRITES_PER_EVENT_BEFORE = 3;

export async function runVoteFlipBurst(): Promise<void> {
  const arena = await createFlipArena({
    prefix: 'bench-flip',
    categorySubject: `Flips ${uniqueId('c')}`,
    question: 'Will this vote ever settle?',
    answer: 'Yes.',
  });
  const { questionId, answerId, voter } = arena;
  try {
    const start = performance.now();
    const votes = await flipVotes(voter, arena.questionVote, FLIPS);
    const sendMs = performance.now() - start;
    const { final: current, accepted, refused } = votes;

    const accepts = await toggleAccepted(arena.author, questionId, answerId, TOGGLES);
    const { final: choice, accepted: toggles, refused: togglesRefused } = accepts;

    // Settled: the score shows the final vote and the accept flag the final choice.
    const question = adminDb().doc(docPath('questions', questionId));
    const answer = adminDb().doc(docPath('answers', answerId));
    await eventually(
      async () =>
        (await question.get()).get('Score') === current &&
        ((await answer.get()).get('Accepted') === true) === (choice !== ''),
      'the burst to settle',
      180_000,
    );
    const counted = await adminDb()
      .doc(docPath('countedVotes', `${questionId}_${voter.uid}`))
      .get();
    const applyingRuns = Number(counted.get('applied') ?? 0);
    const writesPerFlip = (applyingRuns * WRITES_PER_APPLYING_RUN) / accepted;
    console.log('\nVote-flip burst (one account, one post, sequential writes as fast as they go)');
    console.log(
      [
        `flips sent ${FLIPS} in ${(sendMs / 1000).toFixed(1)} s`,
        `accepted ${accepted} (the budget allows ${WINDOW_STAMP_LIMITS[VOTE_STAMP]} a day)`,
        `refused ${refused} with a retry time`,
      ].join(', '),
    );
    console.log(
      [
        `onVoteWritten: ${accepted} events, ${applyingRuns} runs that wrote`,
        `${writesPerFlip.toFixed(2)} writes per flip`,
        `per-event design: ${WRITES_PER_EVENT_BEFORE.toFixed(2)} writes per flip`,
        `ratio ${(writesPerFlip / WRITES_PER_EVENT_BEFORE).toFixed(2)}`,
      ].join(' | '),
    );
    console.log(
      `accept toggles: ${toggles} accepted, ${togglesRefused} refused (budget ${WINDOW_STAMP_LIMITS[ACCEPT_STAMP]} a day); final state applied once settled`,
    );
  } finally {
    await arena.close();
  }
}
