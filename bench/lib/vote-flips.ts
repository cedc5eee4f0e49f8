// The vote-flip burst of `npm run bench:worst-case` (issue 22): one account flips its vote on
// one post as fast as the web SDK sends, past its hourly window, and toggles an accept the same
// way. Prints what the triggers wrote per flip, against the per-event design they replaced,
// measured in the same run.
import {
  COLLECTIONS,
  docPath,
  VOTE_STAMP,
  WINDOW_STAMP_LIMITS,
  ACCEPT_STAMP,
} from '@queryhub/model';
import {
  adminDb,
  answerFields,
  chooseAcceptedAnswer,
  createPostAs,
  createSignedInUser,
  grantPrivilege,
  errorCodeOf,
  eventually,
  postCategory,
  questionFields,
  uniqueId,
  writeVote,
} from '@queryhub/testkit';

/** Flips sent: past the window, so the refusals show too. */
const FLIPS = WINDOW_STAMP_LIMITS[VOTE_STAMP] + 20;
const TOGGLES = WINDOW_STAMP_LIMITS[ACCEPT_STAMP] + 10;
/** What one applying run of onVoteWritten writes: the post's counters, a ledger, CountedVotes. */
const WRITES_PER_APPLYING_RUN = 3;
/** What the per-event design wrote for every flip: counters, a ledger, the event marker. */
const WRITES_PER_EVENT_BEFORE = 3;

export async function runVoteFlipBurst(): Promise<void> {
  const author = await createSignedInUser({ prefix: 'bench-flip-author' });
  const voter = await createSignedInUser({ prefix: 'bench-flip-voter' });
  // Every other flip is a downvote: a privilege (model/src/privileges.ts).
  await grantPrivilege(voter.session.uid, 'downvote');
  try {
    const category = await postCategory(author.session, `Flips ${uniqueId('c')}`);
    const questionId = uniqueId('flip-q');
    await createPostAs(
      author.session,
      COLLECTIONS.questions,
      questionId,
      questionFields(author, questionId, category, 'Will this vote ever settle?'),
    );
    const answerId = uniqueId('flip-a');
    await createPostAs(
      voter.session,
      COLLECTIONS.answers,
      answerId,
      answerFields(
        voter,
        answerId,
        { id: questionId, text: 'Will this vote ever settle?', categoryId: category.id },
        'Yes.',
      ),
    );
    const target = { postId: questionId, postKind: 'question' as const, questionId };

    let current: -1 | 0 | 1 = 0;
    let accepted = 0;
    let refused = 0;
    const start = performance.now();
    for (let n = 0; n < FLIPS; n += 1) {
      const next: -1 | 1 = current === 1 ? -1 : 1;
      const code = await errorCodeOf(writeVote(voter.session, target, current, next));
      if (code === 'succeeded') {
        accepted += 1;
        current = next;
      } else refused += 1;
    }
    const sendMs = performance.now() - start;

    let toggles = 0;
    let togglesRefused = 0;
    let choice = '';
    for (let n = 0; n < TOGGLES; n += 1) {
      const next = choice === '' ? answerId : '';
      const code = await errorCodeOf(chooseAcceptedAnswer(author.session, questionId, next));
      if (code === 'succeeded') {
        toggles += 1;
        choice = next;
      } else togglesRefused += 1;
    }

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
        `accepted ${accepted} (the window allows ${WINDOW_STAMP_LIMITS[VOTE_STAMP]} an hour)`,
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
      `accept toggles: ${toggles} accepted, ${togglesRefused} refused (window ${WINDOW_STAMP_LIMITS[ACCEPT_STAMP]} an hour); final state applied once settled`,
    );
  } finally {
    await Promise.all([author.session.close(), voter.session.close()]);
  }
}
