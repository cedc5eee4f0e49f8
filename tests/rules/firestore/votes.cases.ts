import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { describe, it } from 'vitest';
import {
  ACCEPTS_PER_DAY,
  COLLECTIONS,
  docPath,
  VOTE_LOCK_SECONDS,
  VOTES_PER_DAY,
} from '@queryhub/model';
import { OTHER_USER, OWNER, ROLE_UIDS, SIGNED_IN_USER, type Role } from '../environment.js';
import { uniqueId } from '@queryhub/testkit';
import {
  ANSWER_ID,
  FAKE_TIME,
  QUESTION_ID,
  SEEDED_VOTE_ID,
  SUSPENDED_ANSWER_ID,
  SUSPENDED_QUESTION_ID,
  SUSPENDED_USER,
  SUSPENDED_VOTE_ID,
  VOTED_ANSWER_ID,
  VOTED_QUESTION_ID,
  newAnswer,
  newQuestion,
  newVote,
} from './fixtures.js';

const voteId = (postId: string, uid: string) => `${postId}_${uid}`;

/** A fresh counted window of `stamp` naming `id` (the account's RateLimits were cleared). */
const openWindow = (id: string) => ({
  at: fs.serverTimestamp(),
  id,
  windowStart: fs.serverTimestamp(),
  count: 1,
});

/**
 * Vote writes as the app sends them: the vote and the voter's `Votes` stamp naming the post in
 * one batch. The voter's earlier stamps are cleared first (rules off), so cases do not fill the
 * window; the uid is the vote id's suffix (`{postId}_{uid}`), the post its prefix unless the
 * data names one.
 */
export function stampedVotes(clients: FirestoreClients) {
  const commit = async (
    db: fs.Firestore,
    id: string,
    postId: string,
    write: (batch: fs.WriteBatch, ref: fs.DocumentReference) => void,
  ) => {
    const uid = id.slice(id.lastIndexOf('_') + 1);
    await clients.writeRaw(docPath('rateLimits', uid), undefined);
    const batch = fs.writeBatch(db);
    batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), { Votes: openWindow(postId) });
    write(batch, fs.doc(db, COLLECTIONS.votes, id));
    await batch.commit();
  };
  const postOf = (id: string) => id.slice(0, id.lastIndexOf('_'));
  return {
    set: (db: fs.Firestore, id: string, data: fs.DocumentData) =>
      commit(db, id, typeof data.postId === 'string' ? data.postId : postOf(id), (b, ref) =>
        b.set(ref, data),
      ),
    update: (db: fs.Firestore, id: string, data: fs.DocumentData) =>
      commit(db, id, postOf(id), (b, ref) => b.update(ref, data)),
    remove: (db: fs.Firestore, id: string) => commit(db, id, postOf(id), (b, ref) => b.delete(ref)),
  };
}

/** Accept choices as the app sends them: with the asker's `Accepts` stamp, in one batch. */
function stampedAccepts(clients: FirestoreClients) {
  return {
    update: async (db: fs.Firestore, uid: string, questionId: string, data: fs.DocumentData) => {
      await clients.writeRaw(docPath('rateLimits', uid), undefined);
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), { Accepts: openWindow(questionId) });
      batch.update(fs.doc(db, COLLECTIONS.questions, questionId), data);
      await batch.commit();
    },
  };
}

export function describeVoteRules(clients: FirestoreClients): void {
  const votes = stampedVotes(clients);
  describe(COLLECTIONS.votes, () => {
    // The other user (bob) votes on the owner's (alice's) posts; cases run in order.
    const bobOnQuestion = voteId(VOTED_QUESTION_ID, OTHER_USER);
    const bobOnAnswer = voteId(VOTED_ANSWER_ID, OTHER_USER);
    const bob = () => clients.as('otherUser');

    it('visitor cannot vote', async () => {
      await assertFails(
        votes.set(
          clients.as('visitor'),
          bobOnQuestion,
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it("user upvotes someone else's question", async () => {
      await assertSucceeds(
        votes.set(
          bob(),
          bobOnQuestion,
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it('user cannot vote the same way twice', async () => {
      await assertFails(
        votes.set(
          bob(),
          bobOnQuestion,
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it('user cannot add a second vote on the post under another id', async () => {
      await assertFails(
        votes.set(
          bob(),
          `${bobOnQuestion}x`,
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it('user changes their vote to a downvote', async () => {
      await assertSucceeds(
        votes.update(bob(), bobOnQuestion, {
          value: -1,
          date: fs.serverTimestamp(),
        }),
      );
    });

    it('user cannot change a vote to a value other than 1 or -1', async () => {
      await assertFails(
        votes.update(bob(), bobOnQuestion, {
          value: 5,
          date: fs.serverTimestamp(),
        }),
      );
    });

    it('user cannot move their vote to another post', async () => {
      await assertFails(
        votes.update(bob(), bobOnQuestion, {
          value: 1,
          postId: QUESTION_ID,
          date: fs.serverTimestamp(),
        }),
      );
    });

    it('user cannot backdate a changed vote', async () => {
      await assertFails(votes.update(bob(), bobOnQuestion, { value: 1, date: FAKE_TIME }));
    });

    it('user reads their own vote and lists their votes on a question', async () => {
      await assertSucceeds(fs.getDoc(fs.doc(bob(), COLLECTIONS.votes, bobOnQuestion)));
      await assertSucceeds(
        listDocs(
          bob(),
          COLLECTIONS.votes,
          fs.where('uid', '==', OTHER_USER),
          fs.where('questionId', '==', VOTED_QUESTION_ID),
          fs.limit(50),
        ),
      );
    });

    it('user cannot list their votes without a bounded limit', async () => {
      const mine = [
        fs.where('uid', '==', OTHER_USER),
        fs.where('questionId', '==', VOTED_QUESTION_ID),
      ];
      await assertFails(listDocs(bob(), COLLECTIONS.votes, ...mine));
      await assertFails(listDocs(bob(), COLLECTIONS.votes, ...mine, fs.limit(51)));
    });

    it('user reads the absence of their vote', async () => {
      await assertSucceeds(
        fs.getDoc(fs.doc(bob(), COLLECTIONS.votes, voteId(QUESTION_ID, OTHER_USER))),
      );
    });

    it("nobody else reads or lists a user's votes", async () => {
      await assertFails(fs.getDoc(fs.doc(clients.as('user'), COLLECTIONS.votes, bobOnQuestion)));
      await assertFails(fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.votes, bobOnQuestion)));
      await assertFails(listDocs(clients.as('user'), COLLECTIONS.votes));
      await assertFails(
        listDocs(
          clients.as('admin'),
          COLLECTIONS.votes,
          fs.where('uid', '==', OTHER_USER),
          fs.limit(10),
        ),
      );
    });

    it("another user cannot change or take back someone's vote", async () => {
      const dave = clients.as('user');
      await assertFails(
        votes.update(dave, bobOnQuestion, {
          value: 1,
          date: fs.serverTimestamp(),
        }),
      );
      await assertFails(votes.remove(dave, bobOnQuestion));
      await assertFails(votes.remove(bob(), SEEDED_VOTE_ID));
    });

    it('user takes their vote back', async () => {
      await assertSucceeds(votes.remove(bob(), bobOnQuestion));
    });

    it('user votes again after taking the vote back', async () => {
      await assertSucceeds(
        votes.set(
          bob(),
          bobOnQuestion,
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID, -1),
        ),
      );
    });

    it('user cannot vote on their own question or answer', async () => {
      const alice = clients.as('owner');
      await assertFails(
        votes.set(
          alice,
          voteId(VOTED_QUESTION_ID, OWNER),
          newVote(OWNER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
      await assertFails(
        votes.set(
          alice,
          voteId(VOTED_ANSWER_ID, OWNER),
          newVote(OWNER, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it('user cannot vote on behalf of someone else', async () => {
      const asDave = newVote(SIGNED_IN_USER, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID);
      await assertFails(votes.set(bob(), voteId(VOTED_ANSWER_ID, SIGNED_IN_USER), asDave));
      await assertFails(votes.set(bob(), bobOnAnswer, asDave));
    });

    it("user upvotes someone else's answer, naming its question", async () => {
      await assertSucceeds(
        votes.set(
          bob(),
          bobOnAnswer,
          newVote(OTHER_USER, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it('user cannot vote with a wrong kind, question, value, date or extra field', async () => {
      const id = voteId(ANSWER_ID, OTHER_USER);
      const good = newVote(OTHER_USER, 'answer', ANSWER_ID, QUESTION_ID);
      const bad = [
        { ...good, postKind: 'question' },
        { ...good, postKind: 'comment' },
        { ...good, questionId: VOTED_QUESTION_ID },
        { ...good, value: 2 },
        { ...good, value: 0 },
        { ...good, value: '1' },
        { ...good, date: FAKE_TIME },
        { ...good, Score: 100 },
      ];
      for (const data of bad) await assertFails(votes.set(bob(), id, data));
      const { value: _value, ...withoutValue } = good;
      await assertFails(votes.set(bob(), id, withoutValue));
      await assertSucceeds(votes.set(bob(), id, good));
    });

    it('a suspended user cannot vote or change a vote, but may take one back', async () => {
      const sam = clients.signedInAs(SUSPENDED_USER);
      await assertFails(
        votes.set(
          sam,
          voteId(VOTED_QUESTION_ID, SUSPENDED_USER),
          newVote(SUSPENDED_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
      await assertFails(
        votes.update(sam, SUSPENDED_VOTE_ID, {
          value: -1,
          date: fs.serverTimestamp(),
        }),
      );
      // Taken back within the vote's lock (VOTE_LOCK_SECONDS): as if cast a minute ago.
      const cast = await clients.readRaw(docPath('votes', SUSPENDED_VOTE_ID));
      await clients.writeRaw(docPath('votes', SUSPENDED_VOTE_ID), {
        ...cast,
        date: fs.Timestamp.fromMillis(Date.now() - 60_000),
      });
      await assertSucceeds(votes.remove(sam, SUSPENDED_VOTE_ID));
    });

    it('an anonymous or custom-token session cannot vote', async () => {
      for (const provider of ['anonymous', 'custom']) {
        const uid = uniqueId(provider);
        const db = clients.signedInAs(uid, {
          firebase: { sign_in_provider: provider, identities: {} },
        });
        await assertFails(
          votes.set(
            db,
            voteId(VOTED_QUESTION_ID, uid),
            newVote(uid, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
          ),
        );
      }
    });

    it('a deleted account cannot vote, change or take back a vote (functions remove it)', async () => {
      const uid = uniqueId('deleted-voter');
      const kept = voteId(VOTED_QUESTION_ID, uid);
      await clients.writeRaw(docPath('votes', kept), {
        ...newVote(uid, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        date: FAKE_TIME,
      });
      await clients.writeRaw(docPath('deletedAccounts', uid), { deletedAt: FAKE_TIME });
      const db = clients.signedInAs(uid);
      await assertFails(
        votes.set(
          db,
          voteId(VOTED_ANSWER_ID, uid),
          newVote(uid, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID),
        ),
      );
      await assertFails(votes.update(db, kept, { value: -1, date: fs.serverTimestamp() }));
      await assertFails(votes.remove(db, kept));
    });

    it('user cannot vote on a post that does not exist', async () => {
      await assertFails(
        votes.set(
          bob(),
          voteId('no-such-question', OTHER_USER),
          newVote(OTHER_USER, 'question', 'no-such-question', 'no-such-question'),
        ),
      );
    });
  });
}

/** Issues 22 and 31: votes and accept choices are counted per account in a day-long window. */
export function describeVoteRateRules(clients: FirestoreClients): void {
  describe('vote and accept windows (RateLimits.Votes, RateLimits.Accepts)', () => {
    const hoursAgo = (hours: number) => fs.Timestamp.fromMillis(Date.now() - hours * 3_600_000);
    const fullWindow = (id: string, count: number) => ({
      at: fs.Timestamp.fromMillis(Date.now() - 60_000),
      id,
      windowStart: fs.Timestamp.fromMillis(Date.now() - 120_000),
      count,
    });
    const stampAndWrite = async (
      uid: string,
      stamp: fs.DocumentData,
      write: (batch: fs.WriteBatch, db: fs.Firestore) => void,
    ) => {
      const db = clients.signedInAs(uid);
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), stamp, { merge: true });
      write(batch, db);
      await batch.commit();
    };

    it(`the ${VOTES_PER_DAY}th vote of the day counts; the next is refused, and so is a restarted window`, async () => {
      const uid = uniqueId('voter');
      const vote = (db: fs.Firestore) =>
        fs.doc(db, COLLECTIONS.votes, voteId(VOTED_QUESTION_ID, uid));
      const data = newVote(uid, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID);
      // Hours into the day's window (an hour-long window would be over): still counting.
      await clients.writeRaw(docPath('rateLimits', uid), {
        Votes: { ...fullWindow('x', VOTES_PER_DAY - 1), windowStart: hoursAgo(20) },
      });
      const before = await clients.readRaw(docPath('rateLimits', uid));
      const next = (count: number) => ({
        Votes: {
          at: fs.serverTimestamp(),
          id: VOTED_QUESTION_ID,
          windowStart: before?.Votes.windowStart,
          count,
        },
      });
      await assertSucceeds(
        stampAndWrite(uid, next(VOTES_PER_DAY), (b, db) => b.set(vote(db), data)),
      );
      await assertFails(
        stampAndWrite(uid, next(VOTES_PER_DAY + 1), (b, db) =>
          b.update(vote(db), { value: -1, date: fs.serverTimestamp() }),
        ),
      );
      await assertFails(
        stampAndWrite(uid, { Votes: openWindow(VOTED_QUESTION_ID) }, (b, db) => b.delete(vote(db))),
      );
      // Without any stamp, a vote write is refused outright.
      await assertFails(fs.deleteDoc(vote(clients.signedInAs(uid))));
    });

    it(`a vote is locked ${VOTE_LOCK_SECONDS} s after it is cast, unless the post is edited since`, async () => {
      const uid = uniqueId('voter');
      const votes = stampedVotes(clients);
      const id = voteId(VOTED_ANSWER_ID, uid);
      const db = clients.signedInAs(uid);
      const castAgo = (seconds: number) =>
        clients.writeRaw(docPath('votes', id), {
          ...newVote(uid, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID),
          date: fs.Timestamp.fromMillis(Date.now() - seconds * 1000),
        });
      const change = () => votes.update(db, id, { value: -1, date: fs.serverTimestamp() });
      await clients.writeRaw(docPath('profiles', uid), { Reputation: 1000 });
      // Within the lock: changed and taken back.
      await castAgo(VOTE_LOCK_SECONDS - 60);
      await assertSucceeds(change());
      await castAgo(VOTE_LOCK_SECONDS - 60);
      await assertSucceeds(votes.remove(db, id));
      // Locked: neither changed nor taken back.
      await castAgo(VOTE_LOCK_SECONDS + 60);
      await assertFails(change());
      await assertFails(votes.remove(db, id));
      // The post edited after the vote: unlocked again.
      const answer = await clients.readRaw(docPath('answers', VOTED_ANSWER_ID));
      await clients.writeRaw(docPath('answers', VOTED_ANSWER_ID), {
        ...answer,
        EditedAt: fs.Timestamp.fromMillis(Date.now() - 30_000),
      });
      await assertSucceeds(change());
      await castAgo(VOTE_LOCK_SECONDS + 60);
      await assertSucceeds(votes.remove(db, id));
      await clients.writeRaw(docPath('answers', VOTED_ANSWER_ID), answer);
    });

    it('a vote stamp must name the voted post', async () => {
      const uid = uniqueId('voter');
      const db = clients.signedInAs(uid);
      const batch = fs.writeBatch(db);
      batch.set(fs.doc(db, COLLECTIONS.rateLimits, uid), { Votes: openWindow(QUESTION_ID) });
      batch.set(
        fs.doc(db, COLLECTIONS.votes, voteId(VOTED_QUESTION_ID, uid)),
        newVote(uid, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
      );
      await assertFails(batch.commit());
    });

    it(`accept choice ${ACCEPTS_PER_DAY + 1} of the day is refused`, async () => {
      await clients.writeRaw(docPath('rateLimits', OWNER), {
        Accepts: { ...fullWindow('x', ACCEPTS_PER_DAY), windowStart: hoursAgo(20) },
      });
      const before = await clients.readRaw(docPath('rateLimits', OWNER));
      await assertFails(
        stampAndWrite(
          OWNER,
          {
            Accepts: {
              at: fs.serverTimestamp(),
              id: VOTED_QUESTION_ID,
              windowStart: before?.Accepts.windowStart,
              count: ACCEPTS_PER_DAY + 1,
            },
          },
          (b, db) =>
            b.update(fs.doc(db, COLLECTIONS.questions, VOTED_QUESTION_ID), {
              AcceptedAnswerID: '',
            }),
        ),
      );
      await assertFails(
        fs.updateDoc(fs.doc(clients.as('owner'), COLLECTIONS.questions, VOTED_QUESTION_ID), {
          AcceptedAnswerID: '',
        }),
      );
      await clients.writeRaw(docPath('rateLimits', OWNER), undefined);
    });
  });
}

export function describeAcceptedAnswerRules(clients: FirestoreClients): void {
  const votes = stampedVotes(clients);
  describe('Accepted answer', () => {
    const accepts = stampedAccepts(clients);
    /** `role` changes VOTED_QUESTION_ID's accepted answer, with its `Accepts` stamp. */
    const accept = (role: Role, data: fs.DocumentData) =>
      accepts.update(
        clients.as(role),
        role === 'visitor' ? 'visitor' : ROLE_UIDS[role],
        VOTED_QUESTION_ID,
        data,
      );

    it('asker accepts an answer to their question', async () => {
      await assertSucceeds(accept('owner', { AcceptedAnswerID: VOTED_ANSWER_ID }));
    });

    it('nobody but the asker accepts or clears the accepted answer', async () => {
      for (const role of ['otherUser', 'user', 'visitor', 'admin'] as const) {
        await assertFails(accept(role, { AcceptedAnswerID: VOTED_ANSWER_ID }));
        await assertFails(accept(role, { AcceptedAnswerID: '' }));
      }
    });

    it('asker cannot accept an answer to another question, or one that does not exist', async () => {
      await assertFails(accept('owner', { AcceptedAnswerID: ANSWER_ID }));
      await assertFails(accept('owner', { AcceptedAnswerID: 'no-such-answer' }));
      await assertFails(accept('owner', { AcceptedAnswerID: 42 }));
    });

    it('asker cannot change anything else of the question while accepting', async () => {
      await assertFails(
        accept('owner', { AcceptedAnswerID: VOTED_ANSWER_ID, Question: 'Edited?' }),
      );
      await assertFails(accept('owner', { Score: 1000 }));
      await assertFails(accept('owner', { HasAcceptedAnswer: 'forged' }));
    });

    it('a suspended asker cannot accept an answer to their question', async () => {
      const sam = clients.signedInAs(SUSPENDED_USER);
      await assertFails(
        accepts.update(sam, SUSPENDED_USER, SUSPENDED_QUESTION_ID, {
          AcceptedAnswerID: SUSPENDED_ANSWER_ID,
        }),
      );
    });

    it('an anonymous session or a deleted account cannot accept an answer', async () => {
      const anonymous = clients.signedInAs(OWNER, {
        firebase: { sign_in_provider: 'anonymous', identities: {} },
      });
      await assertFails(
        accepts.update(anonymous, OWNER, VOTED_QUESTION_ID, { AcceptedAnswerID: VOTED_ANSWER_ID }),
      );
      const uid = uniqueId('deleted-asker');
      const questionId = uniqueId('q');
      await clients.writeRaw(docPath('questions', questionId), {
        ...newQuestion(uid, questionId),
        date: FAKE_TIME,
      });
      await clients.writeRaw(docPath('answers', `${questionId}-a`), {
        ...newAnswer(OTHER_USER, `${questionId}-a`),
        QuestionID: questionId,
        date: FAKE_TIME,
      });
      const acceptIt = () =>
        accepts.update(clients.signedInAs(uid), uid, questionId, {
          AcceptedAnswerID: `${questionId}-a`,
        });
      await assertSucceeds(acceptIt());
      await clients.writeRaw(docPath('deletedAccounts', uid), { deletedAt: FAKE_TIME });
      await assertFails(acceptIt());
    });

    it('a closed question still takes votes and the asker may still accept an answer', async () => {
      const questionId = uniqueId('q-closed');
      const answerId = `${questionId}-a`;
      await clients.writeRaw(docPath('questions', questionId), {
        ...newQuestion(OWNER, questionId),
        date: FAKE_TIME,
        AnswerCount: 1,
        Closed: true,
      });
      await clients.writeRaw(docPath('answers', answerId), {
        ...newAnswer(OTHER_USER, answerId),
        QuestionID: questionId,
        date: FAKE_TIME,
      });
      const asker = (data: fs.DocumentData) =>
        accepts.update(clients.as('owner'), OWNER, questionId, data);
      await assertSucceeds(asker({ AcceptedAnswerID: answerId }));
      await assertSucceeds(
        votes.set(
          clients.as('otherUser'),
          voteId(questionId, OTHER_USER),
          newVote(OTHER_USER, 'question', questionId, questionId),
        ),
      );
      await assertSucceeds(
        votes.set(
          clients.as('owner'),
          voteId(answerId, OWNER),
          newVote(OWNER, 'answer', answerId, questionId),
        ),
      );
      // One change at a time: accepting does not ride along with an edit or a reopening.
      await assertFails(asker({ AcceptedAnswerID: '', Closed: false }));
      await assertFails(asker({ AcceptedAnswerID: '', Question: 'Edited and unaccepted' }));
      await assertSucceeds(asker({ AcceptedAnswerID: '' }));
    });

    it('asker clears the choice, with an empty id or by removing the field', async () => {
      await assertSucceeds(accept('owner', { AcceptedAnswerID: '' }));
      await assertSucceeds(accept('owner', { AcceptedAnswerID: VOTED_ANSWER_ID }));
      await assertSucceeds(accept('owner', { AcceptedAnswerID: fs.deleteField() }));
    });
  });
}

export function describeProfileRules(clients: FirestoreClients): void {
  describe('Profiles and ReputationDays', () => {
    it('visitor reads a public profile', async () => {
      await assertSucceeds(fs.getDoc(fs.doc(clients.as('visitor'), COLLECTIONS.profiles, OWNER)));
    });

    it('nobody lists the profiles', async () => {
      await assertFails(listDocs(clients.as('user'), COLLECTIONS.profiles, fs.limit(10)));
    });

    it('nobody writes a public profile, not even its owner', async () => {
      const alice = clients.as('owner');
      await assertFails(
        fs.setDoc(fs.doc(alice, COLLECTIONS.profiles, OWNER), { uid: OWNER, Reputation: 9999 }),
      );
      await assertFails(
        fs.updateDoc(fs.doc(alice, COLLECTIONS.profiles, OWNER), { Reputation: 9999 }),
      );
      await assertFails(fs.deleteDoc(fs.doc(clients.as('admin'), COLLECTIONS.profiles, OWNER)));
    });

    it('nobody reads or writes the reputation ledgers', async () => {
      await assertFails(
        fs.getDoc(fs.doc(clients.as('owner'), COLLECTIONS.reputationDays, `${OWNER}_2026-01-02`)),
      );
      await assertFails(
        fs.setDoc(fs.doc(clients.as('owner'), COLLECTIONS.reputationDays, `${OWNER}_2026-01-03`), {
          uid: OWNER,
          day: '2026-01-03',
          up: 200,
          down: 0,
        }),
      );
    });
  });
}
