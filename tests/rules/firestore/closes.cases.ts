import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { afterAll, describe, it } from 'vitest';
import {
  CLOSE_COOLDOWN_SECONDS,
  CLOSE_REASONS,
  CLOSE_VOTE_GAP_SECONDS,
  CLOSE_VOTE_STAMP,
  COLLECTIONS,
  PRIVILEGE_SETTINGS_ID,
  closeVoteId,
  docPath,
  privilegeThreshold,
} from '@queryhub/model';
import { uniqueId } from '@queryhub/testkit';
import { OTHER_USER, OWNER, SIGNED_IN_USER } from '../environment.js';
import { FAKE_TIME, QUESTION_ID, SUSPENDED_USER, newQuestion } from './fixtures.js';
import { MODERATOR } from './moderators.cases.js';

type VoteFields = Partial<
  Record<'action' | 'reason' | 'duplicateOf' | 'uid' | 'questionId', string>
>;

function closeVote(uid: string, questionId: string, fields: VoteFields = {}): fs.DocumentData {
  return {
    questionId,
    uid,
    action: 'close',
    reason: 'offTopic',
    duplicateOf: '',
    date: fs.serverTimestamp(),
    ...fields,
  };
}

const reopenVote = (uid: string, questionId: string) =>
  closeVote(uid, questionId, { action: 'reopen', reason: '' });

/**
 * Votes to close and reopen (CloseVotes): the privilege, the asker's own vote, exact fields, a
 * real duplicate target, the action that matches the question's state, no change or withdrawal.
 * Only the rules run here: the trigger that decides rounds is tested in
 * functions/test/closing.emulator.test.ts.
 */
export function describeCloseVoteRules(clients: FirestoreClients): void {
  /** A vote with its writer's CloseVotes stamp, as the web app sends it (earlier stamps cleared). */
  const vote = async (db: fs.Firestore, id: string, data: fs.DocumentData) => {
    const uid = String(data.uid);
    await clients.writeRaw(docPath('rateLimits', uid), undefined);
    return stampedVote(db, uid, id, data);
  };
  const stampedVote = (db: fs.Firestore, uid: string, id: string, data: fs.DocumentData) => {
    const batch = fs.writeBatch(db);
    batch.set(
      fs.doc(db, COLLECTIONS.rateLimits, uid),
      { [CLOSE_VOTE_STAMP]: { at: fs.serverTimestamp(), id: String(data.questionId) } },
      { merge: true },
    );
    batch.set(fs.doc(db, COLLECTIONS.closeVotes, id), data);
    return batch.commit();
  };
  /** A fresh question by the owner (alice), open or closed, written with rules off. */
  const question = async (closed = false) => {
    const id = uniqueId('q-close');
    await clients.writeRaw(docPath('questions', id), {
      ...newQuestion(OWNER, id),
      date: new Date(),
      ...(closed ? { Closed: true, CloseReason: 'offTopic', CloseRound: 1 } : {}),
    });
    return id;
  };
  const secondsAgo = (seconds: number) => fs.Timestamp.fromMillis(Date.now() - seconds * 1000);
  const member = async (reputation: number) => {
    const uid = uniqueId('closer');
    await clients.writeRaw(docPath('profiles', uid), { uid, Reputation: reputation });
    return uid;
  };
  const usePreset = (preset: string | undefined) =>
    clients.writeRaw(
      docPath('settings', PRIVILEGE_SETTINGS_ID),
      preset === undefined ? undefined : { Preset: preset },
    );
  // bob holds every privilege but the strict preset's voteToClose (fixtures.ts).
  const bob = () => clients.as('otherUser');

  describe(COLLECTIONS.closeVotes, () => {
    afterAll(() => usePreset(undefined));

    it('a member with the privilege votes to close, for each reason, once', async () => {
      // Every model reason but duplicate, which names its original (tested below).
      for (const reason of CLOSE_REASONS.filter((reason) => reason !== 'duplicate')) {
        const id = await question();
        await assertSucceeds(
          vote(bob(), closeVoteId(id, OTHER_USER), closeVote(OTHER_USER, id, { reason })),
        );
        // A second vote in the round is an update: refused, as is withdrawing it.
        await assertFails(
          vote(bob(), closeVoteId(id, OTHER_USER), closeVote(OTHER_USER, id, { reason })),
        );
        await assertFails(
          fs.updateDoc(fs.doc(bob(), COLLECTIONS.closeVotes, closeVoteId(id, OTHER_USER)), {
            reason: 'offTopic',
          }),
        );
        await assertFails(
          fs.deleteDoc(fs.doc(bob(), COLLECTIONS.closeVotes, closeVoteId(id, OTHER_USER))),
        );
      }
    });

    it('a duplicate names another existing question', async () => {
      const id = await question();
      const target = await question();
      const as = (duplicateOf: string) =>
        vote(
          bob(),
          closeVoteId(id, OTHER_USER),
          closeVote(OTHER_USER, id, { reason: 'duplicate', duplicateOf }),
        );
      await assertFails(as(''));
      await assertFails(as(id));
      await assertFails(as('no-such-question'));
      await assertFails(as('bad/id'));
      await assertSucceeds(as(target));
    });

    it('forged close votes are refused', async () => {
      const id = await question();
      const target = await question();
      const forged: [string, string, fs.DocumentData][] = [
        ["another member's uid", closeVoteId(id, OTHER_USER), closeVote(SIGNED_IN_USER, id)],
        ['an id naming another member', closeVoteId(id, SIGNED_IN_USER), closeVote(OTHER_USER, id)],
        [
          'an id naming another question',
          closeVoteId(target, OTHER_USER),
          closeVote(OTHER_USER, id),
        ],
        [
          'a past date',
          closeVoteId(id, OTHER_USER),
          { ...closeVote(OTHER_USER, id), date: FAKE_TIME },
        ],
        [
          'an extra field',
          closeVoteId(id, OTHER_USER),
          { ...closeVote(OTHER_USER, id), binding: true },
        ],
        [
          'a missing field',
          closeVoteId(id, OTHER_USER),
          (({ reason: _r, ...rest }) => rest)(closeVote(OTHER_USER, id)),
        ],
        [
          'an unknown reason',
          closeVoteId(id, OTHER_USER),
          closeVote(OTHER_USER, id, { reason: 'boring' }),
        ],
        [
          'a target without the duplicate reason',
          closeVoteId(id, OTHER_USER),
          closeVote(OTHER_USER, id, { duplicateOf: target }),
        ],
        ['a reopen of an open question', closeVoteId(id, OTHER_USER), reopenVote(OTHER_USER, id)],
        [
          'a missing question',
          closeVoteId('no-such-q', OTHER_USER),
          closeVote(OTHER_USER, 'no-such-q'),
        ],
      ];
      for (const [what, voteIdValue, data] of forged) {
        await assertFails(vote(bob(), voteIdValue, data)).catch((error: unknown) => {
          throw new Error(`${what}: ${String(error)}`);
        });
      }
    });

    it('visitors, anonymous sessions and suspended members cannot vote', async () => {
      const id = await question();
      await assertFails(
        vote(clients.as('visitor'), closeVoteId(id, 'nobody'), closeVote('nobody', id)),
      );
      const anonymous = clients.signedInAs(OTHER_USER, {
        firebase: { sign_in_provider: 'anonymous', identities: {} },
      });
      await assertFails(vote(anonymous, closeVoteId(id, OTHER_USER), closeVote(OTHER_USER, id)));
      const suspended = clients.signedInAs(SUSPENDED_USER);
      await assertFails(
        vote(suspended, closeVoteId(id, SUSPENDED_USER), closeVote(SUSPENDED_USER, id)),
      );
    });

    for (const preset of ['young', 'stackOverflow'] as const) {
      const threshold = privilegeThreshold('voteToClose', preset);
      it(`${preset}: a member needs ${threshold} reputation to vote to close or reopen`, async () => {
        await usePreset(preset);
        const open = await question();
        const closed = await question(true);
        const short = await member(threshold - 1);
        await assertFails(
          vote(clients.signedInAs(short), closeVoteId(open, short), closeVote(short, open)),
        );
        await assertFails(
          vote(clients.signedInAs(short), closeVoteId(closed, short), reopenVote(short, closed)),
        );
        const enough = await member(threshold);
        await assertSucceeds(
          vote(clients.signedInAs(enough), closeVoteId(open, enough), closeVote(enough, open)),
        );
        await assertSucceeds(
          vote(clients.signedInAs(enough), closeVoteId(closed, enough), reopenVote(enough, closed)),
        );
        await usePreset(undefined);
      });
    }

    it('the asker votes on their own question without the privilege; a moderator on any', async () => {
      await usePreset('stackOverflow');
      const id = await question();
      const alice = clients.as('owner');
      await assertSucceeds(
        vote(alice, closeVoteId(id, OWNER), closeVote(OWNER, id, { reason: 'needsDetails' })),
      );
      const moderator = clients.signedInAs(MODERATOR, { moderator: true });
      const other = await question(true);
      await assertSucceeds(
        vote(moderator, closeVoteId(other, MODERATOR), reopenVote(MODERATOR, other)),
      );
      await usePreset(undefined);
    });

    it("the asker reopens their own close without the privilege, not a moderator's or the community's", async () => {
      await usePreset('stackOverflow');
      const alice = clients.as('owner');
      const closedBy = async (deciders: string[]) => {
        const id = await question();
        await clients.asRulesOff((db) =>
          fs.updateDoc(fs.doc(db, COLLECTIONS.questions, id), {
            Closed: true,
            CloseReason: 'offTopic',
            CloseRound: 1,
            ClosedBy: deciders,
          }),
        );
        return id;
      };
      for (const deciders of [[MODERATOR], ['m1', 'm2', 'm3'], [OWNER, 'm2', 'm3']]) {
        const id = await closedBy(deciders);
        await assertFails(vote(alice, closeVoteId(id, OWNER), reopenVote(OWNER, id)));
      }
      const own = await closedBy([OWNER]);
      await assertSucceeds(vote(alice, closeVoteId(own, OWNER), reopenVote(OWNER, own)));
      await usePreset(undefined);
    });

    it(`close votes carry the CloseVotes stamp: one per ${CLOSE_VOTE_GAP_SECONDS} s per account`, async () => {
      const [first, second] = [await question(), await question()];
      const unstamped = closeVote(OTHER_USER, first);
      await assertFails(
        fs.setDoc(fs.doc(bob(), COLLECTIONS.closeVotes, closeVoteId(first, OTHER_USER)), unstamped),
      );
      await assertSucceeds(
        vote(bob(), closeVoteId(first, OTHER_USER), closeVote(OTHER_USER, first)),
      );
      // A burst: the next vote at once is refused, on any question.
      const next = () =>
        stampedVote(
          bob(),
          OTHER_USER,
          closeVoteId(second, OTHER_USER),
          closeVote(OTHER_USER, second),
        );
      await assertFails(next());
      await clients.writeRaw(docPath('rateLimits', OTHER_USER), {
        [CLOSE_VOTE_STAMP]: { at: secondsAgo(CLOSE_VOTE_GAP_SECONDS - 5), id: first },
      });
      await assertFails(next());
      await clients.writeRaw(docPath('rateLimits', OTHER_USER), {
        [CLOSE_VOTE_STAMP]: { at: secondsAgo(CLOSE_VOTE_GAP_SECONDS + 5), id: first },
      });
      await assertSucceeds(next());
    });

    it(`a question closed or reopened less than ${CLOSE_COOLDOWN_SECONDS} s ago takes no member's vote; a moderator's it does`, async () => {
      const alice = clients.as('owner');
      const decided = async (closed: boolean, agoSeconds: number) => {
        const id = await question();
        await clients.asRulesOff((db) =>
          fs.updateDoc(
            fs.doc(db, COLLECTIONS.questions, id),
            closed
              ? {
                  Closed: true,
                  CloseReason: 'offTopic',
                  CloseRound: 1,
                  ClosedBy: [OWNER],
                  ClosedAt: secondsAgo(agoSeconds),
                }
              : {
                  Closed: false,
                  CloseRound: 2,
                  ReopenedBy: [OWNER],
                  ReopenedAt: secondsAgo(agoSeconds),
                },
          ),
        );
        return id;
      };
      // The asker's own close, reopened at once: refused; so is closing a just-reopened one.
      const justClosed = await decided(true, 5);
      await assertFails(vote(alice, closeVoteId(justClosed, OWNER), reopenVote(OWNER, justClosed)));
      await assertFails(
        vote(bob(), closeVoteId(justClosed, OTHER_USER), reopenVote(OTHER_USER, justClosed)),
      );
      const justReopened = await decided(false, 5);
      await assertFails(
        vote(alice, closeVoteId(justReopened, OWNER), closeVote(OWNER, justReopened)),
      );
      const moderator = clients.signedInAs(MODERATOR, { moderator: true });
      await assertSucceeds(
        vote(moderator, closeVoteId(justClosed, MODERATOR), reopenVote(MODERATOR, justClosed)),
      );
      // Once the cooldown is over, the asker and members vote again.
      const settledClosed = await decided(true, CLOSE_COOLDOWN_SECONDS + 5);
      await assertSucceeds(
        vote(alice, closeVoteId(settledClosed, OWNER), reopenVote(OWNER, settledClosed)),
      );
      const settledOpen = await decided(false, CLOSE_COOLDOWN_SECONDS + 5);
      await assertSucceeds(
        vote(alice, closeVoteId(settledOpen, OWNER), closeVote(OWNER, settledOpen)),
      );
    });

    it('a closed question takes only reopen votes, without a reason or target', async () => {
      const id = await question(true);
      const target = await question();
      await assertFails(vote(bob(), closeVoteId(id, OTHER_USER), closeVote(OTHER_USER, id)));
      await assertFails(
        vote(bob(), closeVoteId(id, OTHER_USER), {
          ...reopenVote(OTHER_USER, id),
          reason: 'offTopic',
        }),
      );
      await assertFails(
        vote(bob(), closeVoteId(id, OTHER_USER), {
          ...reopenVote(OTHER_USER, id),
          duplicateOf: target,
        }),
      );
      await assertSucceeds(vote(bob(), closeVoteId(id, OTHER_USER), reopenVote(OTHER_USER, id)));
    });

    it('the voter reads their own votes; nobody else does', async () => {
      const id = await question();
      await assertSucceeds(vote(bob(), closeVoteId(id, OTHER_USER), closeVote(OTHER_USER, id)));
      await assertSucceeds(
        fs.getDoc(fs.doc(bob(), COLLECTIONS.closeVotes, closeVoteId(id, OTHER_USER))),
      );
      await assertSucceeds(
        listDocs(bob(), COLLECTIONS.closeVotes, fs.where('uid', '==', OTHER_USER), fs.limit(50)),
      );
      await assertFails(
        fs.getDoc(fs.doc(clients.as('user'), COLLECTIONS.closeVotes, closeVoteId(id, OTHER_USER))),
      );
      await assertFails(listDocs(clients.as('user'), COLLECTIONS.closeVotes, fs.limit(50)));
    });

    it('no client writes the derived close fields, not even the asker', async () => {
      const alice = clients.as('owner');
      for (const change of [
        { Closed: true, CloseReason: 'needsDetails' },
        { DuplicateOf: QUESTION_ID },
        { ClosedBy: [OWNER] },
        { CloseRound: 5 },
        { Closed: false },
      ]) {
        await assertFails(
          fs.updateDoc(fs.doc(alice, COLLECTIONS.questions, await question(true)), change),
        );
      }
    });
  });
}
