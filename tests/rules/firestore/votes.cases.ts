import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { docPath, COLLECTIONS } from '@queryhub/model';
import { OTHER_USER, OWNER, SIGNED_IN_USER } from '../environment.js';
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
import type { FirestoreClients } from './roles.js';

const voteId = (postId: string, uid: string) => `${postId}_${uid}`;

export function describeVoteRules(clients: FirestoreClients): void {
  describe(COLLECTIONS.votes, () => {
    // The other user (bob) votes on the owner's (alice's) posts; cases run in order.
    const bobOnQuestion = voteId(VOTED_QUESTION_ID, OTHER_USER);
    const bobOnAnswer = voteId(VOTED_ANSWER_ID, OTHER_USER);
    const bob = () => clients.as('otherUser');

    it('visitor cannot vote', async () => {
      await assertFails(
        setDoc(
          doc(clients.as('visitor'), COLLECTIONS.votes, bobOnQuestion),
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it("user upvotes someone else's question", async () => {
      await assertSucceeds(
        setDoc(
          doc(bob(), COLLECTIONS.votes, bobOnQuestion),
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it('user cannot vote the same way twice', async () => {
      await assertFails(
        setDoc(
          doc(bob(), COLLECTIONS.votes, bobOnQuestion),
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it('user cannot add a second vote on the post under another id', async () => {
      await assertFails(
        setDoc(
          doc(bob(), COLLECTIONS.votes, `${bobOnQuestion}x`),
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it('user changes their vote to a downvote', async () => {
      await assertSucceeds(
        updateDoc(doc(bob(), COLLECTIONS.votes, bobOnQuestion), {
          value: -1,
          date: serverTimestamp(),
        }),
      );
    });

    it('user cannot change a vote to a value other than 1 or -1', async () => {
      await assertFails(
        updateDoc(doc(bob(), COLLECTIONS.votes, bobOnQuestion), {
          value: 5,
          date: serverTimestamp(),
        }),
      );
    });

    it('user cannot move their vote to another post', async () => {
      await assertFails(
        updateDoc(doc(bob(), COLLECTIONS.votes, bobOnQuestion), {
          value: 1,
          postId: QUESTION_ID,
          date: serverTimestamp(),
        }),
      );
    });

    it('user cannot backdate a changed vote', async () => {
      await assertFails(
        updateDoc(doc(bob(), COLLECTIONS.votes, bobOnQuestion), { value: 1, date: FAKE_TIME }),
      );
    });

    it('user reads their own vote and lists their votes on a question', async () => {
      await assertSucceeds(getDoc(doc(bob(), COLLECTIONS.votes, bobOnQuestion)));
      await assertSucceeds(
        getDocs(
          query(
            collection(bob(), COLLECTIONS.votes),
            where('uid', '==', OTHER_USER),
            where('questionId', '==', VOTED_QUESTION_ID),
            limit(50),
          ),
        ),
      );
    });

    it('user cannot list their votes without a bounded limit', async () => {
      const mine = [where('uid', '==', OTHER_USER), where('questionId', '==', VOTED_QUESTION_ID)];
      await assertFails(getDocs(query(collection(bob(), COLLECTIONS.votes), ...mine)));
      await assertFails(getDocs(query(collection(bob(), COLLECTIONS.votes), ...mine, limit(51))));
    });

    it('user reads the absence of their vote', async () => {
      await assertSucceeds(getDoc(doc(bob(), COLLECTIONS.votes, voteId(QUESTION_ID, OTHER_USER))));
    });

    it("nobody else reads or lists a user's votes", async () => {
      await assertFails(getDoc(doc(clients.as('user'), COLLECTIONS.votes, bobOnQuestion)));
      await assertFails(getDoc(doc(clients.as('visitor'), COLLECTIONS.votes, bobOnQuestion)));
      await assertFails(getDocs(query(collection(clients.as('user'), COLLECTIONS.votes))));
      await assertFails(
        getDocs(
          query(
            collection(clients.as('admin'), COLLECTIONS.votes),
            where('uid', '==', OTHER_USER),
            limit(10),
          ),
        ),
      );
    });

    it("another user cannot change or take back someone's vote", async () => {
      const dave = clients.as('user');
      await assertFails(
        updateDoc(doc(dave, COLLECTIONS.votes, bobOnQuestion), {
          value: 1,
          date: serverTimestamp(),
        }),
      );
      await assertFails(deleteDoc(doc(dave, COLLECTIONS.votes, bobOnQuestion)));
      await assertFails(deleteDoc(doc(bob(), COLLECTIONS.votes, SEEDED_VOTE_ID)));
    });

    it('user takes their vote back', async () => {
      await assertSucceeds(deleteDoc(doc(bob(), COLLECTIONS.votes, bobOnQuestion)));
    });

    it('user votes again after taking the vote back', async () => {
      await assertSucceeds(
        setDoc(
          doc(bob(), COLLECTIONS.votes, bobOnQuestion),
          newVote(OTHER_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID, -1),
        ),
      );
    });

    it('user cannot vote on their own question or answer', async () => {
      const alice = clients.as('owner');
      await assertFails(
        setDoc(
          doc(alice, COLLECTIONS.votes, voteId(VOTED_QUESTION_ID, OWNER)),
          newVote(OWNER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
      await assertFails(
        setDoc(
          doc(alice, COLLECTIONS.votes, voteId(VOTED_ANSWER_ID, OWNER)),
          newVote(OWNER, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID),
        ),
      );
    });

    it('user cannot vote on behalf of someone else', async () => {
      const asDave = newVote(SIGNED_IN_USER, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID);
      await assertFails(
        setDoc(doc(bob(), COLLECTIONS.votes, voteId(VOTED_ANSWER_ID, SIGNED_IN_USER)), asDave),
      );
      await assertFails(setDoc(doc(bob(), COLLECTIONS.votes, bobOnAnswer), asDave));
    });

    it("user upvotes someone else's answer, naming its question", async () => {
      await assertSucceeds(
        setDoc(
          doc(bob(), COLLECTIONS.votes, bobOnAnswer),
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
      for (const data of bad) await assertFails(setDoc(doc(bob(), COLLECTIONS.votes, id), data));
      const { value: _value, ...withoutValue } = good;
      await assertFails(setDoc(doc(bob(), COLLECTIONS.votes, id), withoutValue));
      await assertSucceeds(setDoc(doc(bob(), COLLECTIONS.votes, id), good));
    });

    it('a suspended user cannot vote or change a vote, but may take one back', async () => {
      const sam = clients.signedInAs(SUSPENDED_USER);
      await assertFails(
        setDoc(
          doc(sam, COLLECTIONS.votes, voteId(VOTED_QUESTION_ID, SUSPENDED_USER)),
          newVote(SUSPENDED_USER, 'question', VOTED_QUESTION_ID, VOTED_QUESTION_ID),
        ),
      );
      await assertFails(
        updateDoc(doc(sam, COLLECTIONS.votes, SUSPENDED_VOTE_ID), {
          value: -1,
          date: serverTimestamp(),
        }),
      );
      await assertSucceeds(deleteDoc(doc(sam, COLLECTIONS.votes, SUSPENDED_VOTE_ID)));
    });

    it('an anonymous or custom-token session cannot vote', async () => {
      for (const provider of ['anonymous', 'custom']) {
        const uid = uniqueId(provider);
        const db = clients.signedInAs(uid, {
          firebase: { sign_in_provider: provider, identities: {} },
        });
        await assertFails(
          setDoc(
            doc(db, COLLECTIONS.votes, voteId(VOTED_QUESTION_ID, uid)),
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
        setDoc(
          doc(db, COLLECTIONS.votes, voteId(VOTED_ANSWER_ID, uid)),
          newVote(uid, 'answer', VOTED_ANSWER_ID, VOTED_QUESTION_ID),
        ),
      );
      await assertFails(
        updateDoc(doc(db, COLLECTIONS.votes, kept), { value: -1, date: serverTimestamp() }),
      );
      await assertFails(deleteDoc(doc(db, COLLECTIONS.votes, kept)));
    });

    it('user cannot vote on a post that does not exist', async () => {
      await assertFails(
        setDoc(
          doc(bob(), COLLECTIONS.votes, voteId('no-such-question', OTHER_USER)),
          newVote(OTHER_USER, 'question', 'no-such-question', 'no-such-question'),
        ),
      );
    });
  });
}

export function describeAcceptedAnswerRules(clients: FirestoreClients): void {
  describe('Accepted answer', () => {
    const question = (role: 'owner' | 'otherUser' | 'user' | 'visitor' | 'admin') =>
      doc(clients.as(role), COLLECTIONS.questions, VOTED_QUESTION_ID);

    it('asker accepts an answer to their question', async () => {
      await assertSucceeds(updateDoc(question('owner'), { AcceptedAnswerID: VOTED_ANSWER_ID }));
    });

    it('nobody but the asker accepts or clears the accepted answer', async () => {
      for (const role of ['otherUser', 'user', 'visitor', 'admin'] as const) {
        await assertFails(updateDoc(question(role), { AcceptedAnswerID: VOTED_ANSWER_ID }));
        await assertFails(updateDoc(question(role), { AcceptedAnswerID: '' }));
      }
    });

    it('asker cannot accept an answer to another question, or one that does not exist', async () => {
      await assertFails(updateDoc(question('owner'), { AcceptedAnswerID: ANSWER_ID }));
      await assertFails(updateDoc(question('owner'), { AcceptedAnswerID: 'no-such-answer' }));
      await assertFails(updateDoc(question('owner'), { AcceptedAnswerID: 42 }));
    });

    it('asker cannot change anything else of the question while accepting', async () => {
      await assertFails(
        updateDoc(question('owner'), { AcceptedAnswerID: VOTED_ANSWER_ID, Question: 'Edited?' }),
      );
      await assertFails(updateDoc(question('owner'), { Score: 1000 }));
      await assertFails(updateDoc(question('owner'), { HasAcceptedAnswer: 'forged' }));
    });

    it('a suspended asker cannot accept an answer to their question', async () => {
      const sam = clients.signedInAs(SUSPENDED_USER);
      await assertFails(
        updateDoc(doc(sam, COLLECTIONS.questions, SUSPENDED_QUESTION_ID), {
          AcceptedAnswerID: SUSPENDED_ANSWER_ID,
        }),
      );
    });

    it('an anonymous session or a deleted account cannot accept an answer', async () => {
      const anonymous = clients.signedInAs(OWNER, {
        firebase: { sign_in_provider: 'anonymous', identities: {} },
      });
      await assertFails(
        updateDoc(doc(anonymous, COLLECTIONS.questions, VOTED_QUESTION_ID), {
          AcceptedAnswerID: VOTED_ANSWER_ID,
        }),
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
      const accept = () =>
        updateDoc(doc(clients.signedInAs(uid), COLLECTIONS.questions, questionId), {
          AcceptedAnswerID: `${questionId}-a`,
        });
      await assertSucceeds(accept());
      await clients.writeRaw(docPath('deletedAccounts', uid), { deletedAt: FAKE_TIME });
      await assertFails(accept());
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
      const asker = doc(clients.as('owner'), COLLECTIONS.questions, questionId);
      await assertSucceeds(updateDoc(asker, { AcceptedAnswerID: answerId }));
      await assertSucceeds(
        setDoc(
          doc(clients.as('otherUser'), COLLECTIONS.votes, voteId(questionId, OTHER_USER)),
          newVote(OTHER_USER, 'question', questionId, questionId),
        ),
      );
      await assertSucceeds(
        setDoc(
          doc(clients.as('owner'), COLLECTIONS.votes, voteId(answerId, OWNER)),
          newVote(OWNER, 'answer', answerId, questionId),
        ),
      );
      // One change at a time: accepting does not ride along with an edit or a reopening.
      await assertFails(updateDoc(asker, { AcceptedAnswerID: '', Closed: false }));
      await assertFails(
        updateDoc(asker, { AcceptedAnswerID: '', Question: 'Edited and unaccepted' }),
      );
      await assertSucceeds(updateDoc(asker, { AcceptedAnswerID: '' }));
    });

    it('asker clears the choice, with an empty id or by removing the field', async () => {
      await assertSucceeds(updateDoc(question('owner'), { AcceptedAnswerID: '' }));
      await assertSucceeds(updateDoc(question('owner'), { AcceptedAnswerID: VOTED_ANSWER_ID }));
      await assertSucceeds(updateDoc(question('owner'), { AcceptedAnswerID: deleteField() }));
    });
  });
}

export function describeProfileRules(clients: FirestoreClients): void {
  describe('Profiles and ReputationDays', () => {
    it('visitor reads a public profile', async () => {
      await assertSucceeds(getDoc(doc(clients.as('visitor'), COLLECTIONS.profiles, OWNER)));
    });

    it('nobody lists the profiles', async () => {
      await assertFails(
        getDocs(query(collection(clients.as('user'), COLLECTIONS.profiles), limit(10))),
      );
    });

    it('nobody writes a public profile, not even its owner', async () => {
      const alice = clients.as('owner');
      await assertFails(
        setDoc(doc(alice, COLLECTIONS.profiles, OWNER), { uid: OWNER, Reputation: 9999 }),
      );
      await assertFails(updateDoc(doc(alice, COLLECTIONS.profiles, OWNER), { Reputation: 9999 }));
      await assertFails(deleteDoc(doc(clients.as('admin'), COLLECTIONS.profiles, OWNER)));
    });

    it('nobody reads or writes the reputation ledgers', async () => {
      await assertFails(
        getDoc(doc(clients.as('owner'), COLLECTIONS.reputationDays, `${OWNER}_2026-01-02`)),
      );
      await assertFails(
        setDoc(doc(clients.as('owner'), COLLECTIONS.reputationDays, `${OWNER}_2026-01-03`), {
          uid: OWNER,
          day: '2026-01-03',
          up: 200,
          down: 0,
        }),
      );
    });
  });
}
