// Vote and accept flipping. Votes and accept choices are counted per account
// (40 votes and 20 accept choices a day, RateLimits window stamps), so a script is refused with permission-denied,
// as production Firestore refuses a write no rule allows, once its window is full; and the
// triggers compute from the final state, so a burst of flips costs writes only in the runs that
// find a state not yet counted, and ends with exact counters.
import { COLLECTIONS, docPath, WINDOW_STAMP_LIMITS } from '@queryhub/model';
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { doc, serverTimestamp, Timestamp, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  createFlipArena,
  errorCodeOf,
  eventually,
  flipVotes,
  toggleAccepted,
  writeVote,
  type FlipArena,
  type SignedInUser,
} from '@queryhub/testkit';

const DENIED = 'permission-denied';
const FLIPS = 30;

let arena: FlipArena;
let author: SignedInUser;
let voter: SignedInUser;
let questionId: string;
let answerId: string;

beforeAll(async () => {
  arena = await createFlipArena({
    prefix: 'flip',
    categorySubject: 'Flips',
    question: 'Does flipping pay?',
    answer: 'No.',
  });
  ({ author, voter, questionId, answerId } = arena);
});

afterAll(async () => {
  await arena?.close();
});

describe('attack 3: flipping a vote and an accept', () => {
  it(`${FLIPS} flips in a row end with exact counters, at most one writing run per flip`, async () => {
    const flips = await flipVotes(voter, arena.questionVote, FLIPS);
    expect(flips.refused).toBe(0);
    const current = flips.final;
    const question = adminDb().doc(docPath('questions', questionId));
    await eventually(
      async () => (await question.get()).get('Score') === current,
      'the score of the last flip',
    );
    const counted = adminDb().doc(docPath('countedVotes', `${questionId}_${voter.uid}`));
    expect((await counted.get()).get('value')).toBe(current);
    const applied = Number((await counted.get()).get('applied'));
    expect(applied).toBeGreaterThanOrEqual(1);
    expect(applied).toBeLessThanOrEqual(FLIPS);
    const data = (await question.get()).data();
    expect({ up: data?.UpCount, down: data?.DownCount }).toEqual({
      up: current === 1 ? 1 : 0,
      down: current === -1 ? 1 : 0,
    });
  });

  it('the vote after a full daily budget is refused with permission-denied', async () => {
    const target = { postId: answerId, postKind: 'answer' as const, questionId };
    const full = WINDOW_STAMP_LIMITS.Votes;
    const windowStart = Date.now() - 120_000;
    await adminDb()
      .doc(docPath('rateLimits', author.uid))
      .set({
        Votes: {
          at: AdminTimestamp.fromMillis(Date.now() - 60_000),
          id: answerId,
          windowStart: AdminTimestamp.fromMillis(windowStart),
          count: full,
        },
      });
    const refused = await errorCodeOf(writeVote(author.session, target, 0, 1));
    // The test kit reads the window first, as the web app does, and sends nothing.
    expect(refused).toBe('rate-limited');
    // Sent anyway, with a stamp that opens a new window or counts past the limit: refused.
    const db = author.session.db;
    for (const stamp of [
      { windowStart: serverTimestamp(), count: 1 },
      { windowStart: Timestamp.fromMillis(windowStart), count: full + 1 },
    ]) {
      const batch = writeBatch(db);
      batch.set(
        doc(db, COLLECTIONS.rateLimits, author.uid),
        { Votes: { at: serverTimestamp(), id: answerId, ...stamp } },
        { merge: true },
      );
      batch.set(doc(db, COLLECTIONS.votes, `${answerId}_${author.uid}`), {
        ...target,
        uid: author.uid,
        value: 1,
        date: serverTimestamp(),
      });
      expect(await errorCodeOf(batch.commit())).toBe(DENIED);
    }
  });

  it(`accept toggles stop at ${WINDOW_STAMP_LIMITS.Accepts} a day; the choice is rewarded once`, async () => {
    const answer = adminDb().doc(docPath('answers', answerId));
    const profile = adminDb().doc(docPath('profiles', voter.uid));
    const settledOn = async (accepted: boolean) => {
      await eventually(
        async () =>
          ((await answer.get()).get('Accepted') === true) === accepted &&
          Number((await profile.get()).get('AcceptedCount') ?? 0) === (accepted ? 1 : 0),
        `the accept ${accepted ? 'rewarded once' : 'taken back'}`,
      );
    };
    // One toggle short of the budget ends on the answer (an odd count), rewarded once.
    const first = await toggleAccepted(
      author,
      questionId,
      answerId,
      WINDOW_STAMP_LIMITS.Accepts - 1,
    );
    expect(first.refused).toBe(0);
    expect(first.final).toBe(answerId);
    await settledOn(true);
    // The last of the day's budget clears it; the next two are refused.
    const last = await toggleAccepted(author, questionId, answerId, 3, first.final);
    expect(last.codes).toEqual(['succeeded', 'rate-limited', 'rate-limited']);
    await settledOn(false);
  });
});
