import { COLLECTIONS, docPath } from '@queryhub/model';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { recomputeReputation } from '../src/maintenance/recompute-reputation';
import { applyVoteState } from '../src/votes/apply-vote-state';
import { adminDb, uniqueId, waitForDoc, writeUserRecord, questionFields } from '@queryhub/testkit';
import { settledWrite } from './settled-write';

const VOTERS = 50;
const author = uniqueId('voted-author');
const answerer = uniqueId('answerer');
const questionId = uniqueId('q-voted');
const answerId = uniqueId('a-voted');
const otherAnswerId = uniqueId('a-other');
const voters = Array.from({ length: VOTERS }, (_, i) => `${uniqueId('voter')}-${i}`);

const questionRef = () => adminDb().collection(COLLECTIONS.questions).doc(questionId);
const answerRef = (id = answerId) => adminDb().collection(COLLECTIONS.answers).doc(id);
const profileRef = (uid: string) => adminDb().collection(COLLECTIONS.profiles).doc(uid);
const voteRef = (postId: string, uid: string) =>
  adminDb().collection(COLLECTIONS.votes).doc(`${postId}_${uid}`);

function voteData(kind: 'question' | 'answer', postId: string, uid: string, value: 1 | -1) {
  return {
    postId,
    postKind: kind,
    questionId,
    uid,
    value,
    date: FieldValue.serverTimestamp(),
  };
}

function answer(id: string, uid: string) {
  return {
    id,
    Answer: `Answer ${id}`,
    Question: 'Is voting exact?',
    QuestionID: questionId,
    CatID: 'cat-votes',
    uid,
    date: FieldValue.serverTimestamp(),
    AnswerScreenShot: '',
  };
}

const counted = (score: number, up: number, down: number) => (d?: Record<string, unknown>) =>
  d?.Score === score && d?.UpCount === up && d?.DownCount === down;

beforeAll(async () => {
  await writeUserRecord(author, 'Asker');
  await writeUserRecord(answerer, 'Answerer');
  await questionRef().set(
    questionFields(
      { uid: author },
      questionId,
      { id: 'cat-votes', subject: 'Votes' },
      'Is voting exact?',
      '',
      FieldValue.serverTimestamp(),
    ),
  );
  await answerRef().set(answer(answerId, answerer));
  await answerRef(otherAnswerId).set(answer(otherAnswerId, author));
  await waitForDoc(questionRef(), counted(0, 0, 0));
  await waitForDoc(answerRef(), counted(0, 0, 0));
  await waitForDoc(profileRef(answerer), (d) => d?.UserName === 'Answerer');
});

describe('votes', () => {
  it(`count ${VOTERS} concurrent voters on one answer exactly, with the daily cap`, async () => {
    // 35 up, 15 down: +350 capped to +200, −30.
    await Promise.all(
      voters.map((uid, i) =>
        voteRef(answerId, uid).set(voteData('answer', answerId, uid, i < 35 ? 1 : -1)),
      ),
    );
    const counters = await waitForDoc(answerRef(), counted(20, 35, 15));
    expect(counters?.Score).toBe(20);
    const profile = await waitForDoc(profileRef(answerer), (d) => d?.Reputation === 170);
    expect(profile?.Reputation).toBe(170);
  });

  it(`count ${VOTERS} concurrent voters on one question who change and take back votes`, async () => {
    await Promise.all(
      voters.map((uid) => voteRef(questionId, uid).set(voteData('question', questionId, uid, 1))),
    );
    await waitForDoc(questionRef(), counted(50, 50, 0));
    // Half change to a downvote, a fifth take theirs back, all at once.
    await Promise.all(
      voters.map((uid, i) => {
        if (i < 25)
          return settledWrite(() =>
            voteRef(questionId, uid).update({ value: -1, date: FieldValue.serverTimestamp() }),
          );
        if (i < 35) return settledWrite(() => voteRef(questionId, uid).delete());
        return Promise.resolve();
      }),
    );
    await waitForDoc(questionRef(), counted(-10, 15, 25));
    // Asker: 15 question upvotes (+75) − 25 downvotes (−50).
    await waitForDoc(profileRef(author), (d) => d?.Reputation === 25);
  });

  it('change nothing twice when a vote event is delivered again', async () => {
    const voteId = `${answerId}_${voters[0]}`;
    const countedRef = adminDb().doc(docPath('countedVotes', voteId));
    await waitForDoc(countedRef, (d) => d !== undefined);
    // The vote's state is already counted: a redelivery (or a late run of a burst) writes nothing.
    expect(await applyVoteState(adminDb(), voteId)).toBe(false);
    expect(await applyVoteState(adminDb(), voteId)).toBe(false);
    expect(counted(20, 35, 15)((await answerRef().get()).data())).toBe(true);
  });
});

describe('accepted answer', () => {
  it('marks the answer, the question and the answerer’s reputation, and follows changes', async () => {
    await settledWrite(() => questionRef().update({ AcceptedAnswerID: answerId }));
    await waitForDoc(answerRef(), (d) => d?.Accepted === true);
    await waitForDoc(questionRef(), (d) => d?.HasAcceptedAnswer === true);
    await waitForDoc(profileRef(answerer), (d) => d?.Reputation === 185 && d?.AcceptedCount === 1);

    // The asker's own answer: accepted, but no reputation for accepting oneself.
    await settledWrite(() => questionRef().update({ AcceptedAnswerID: otherAnswerId }));
    await waitForDoc(answerRef(otherAnswerId), (d) => d?.Accepted === true);
    await waitForDoc(answerRef(), (d) => d?.Accepted === false);
    await waitForDoc(profileRef(answerer), (d) => d?.Reputation === 170 && d?.AcceptedCount === 0);

    await settledWrite(() => questionRef().update({ AcceptedAnswerID: answerId }));
    await waitForDoc(profileRef(answerer), (d) => d?.Reputation === 185);
    await settledWrite(() => questionRef().update({ AcceptedAnswerID: '' }));
    await waitForDoc(questionRef(), (d) => d?.HasAcceptedAnswer === false);
    await waitForDoc(profileRef(answerer), (d) => d?.Reputation === 170);
    expect((await profileRef(author).get()).get('Reputation')).toBe(25);
    await settledWrite(() => questionRef().update({ AcceptedAnswerID: answerId }));
    await waitForDoc(profileRef(answerer), (d) => d?.Reputation === 185);
  });
});

describe('public profile', () => {
  it('mirrors the public fields only', async () => {
    const data = (await profileRef(answerer).get()).data();
    expect(data).toMatchObject({ uid: answerer, UserName: 'Answerer', NoOfQuestionAnswered: 1 });
    expect(data?.CreatedAt).toBeInstanceOf(Timestamp);
    expect(data).not.toHaveProperty('EMail');
    expect(data).not.toHaveProperty('Status');
  });
});

describe('recomputeReputation', () => {
  it('restores drifted counters and reputations from the raw votes', async () => {
    await settledWrite(() => answerRef().update({ Score: 999, UpCount: 0 }));
    await settledWrite(() => profileRef(answerer).update({ Reputation: 1 }));
    const counts = await recomputeReputation(adminDb());
    expect(counts.countersUpdated).toBeGreaterThanOrEqual(1);
    expect(counts.reputationsUpdated).toBeGreaterThanOrEqual(1);
    expect(counted(20, 35, 15)((await answerRef().get()).data())).toBe(true);
    expect((await profileRef(answerer).get()).get('Reputation')).toBe(185);
    expect((await profileRef(author).get()).get('Reputation')).toBe(25);
    // The ledgers it rewrote trigger nothing more: the values stay put.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await profileRef(answerer).get()).get('Reputation')).toBe(185);
    const again = await recomputeReputation(adminDb());
    expect(again.countersUpdated).toBe(0);
  });
});
