// onCloseVoteCreated against the emulators: three members' votes close, a binding vote (the
// asker's, a moderator's) decides at once, reopen works the same way; each decided round leaves
// a history entry, clears its votes and puts an item in the asker's inbox.
import { COLLECTIONS, closeVoteId, docPath } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb, eventually, uniqueId, waitForDoc } from '@queryhub/testkit';

const asker = uniqueId('close-asker');
const members = [1, 2, 3, 4].map((n) => uniqueId(`close-member-${n}`));
let moderator: string;

const questionRef = (id: string) => adminDb().doc(docPath('questions', id));
const inbox = (uid: string) =>
  adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications);

async function question(text = 'Is this a duplicate?'): Promise<string> {
  const id = uniqueId('q-close');
  await questionRef(id).set({
    id,
    Question: text,
    Category: 'Closing',
    CatID: 'cat-closing',
    uid: asker,
    date: FieldValue.serverTimestamp(),
    QuestionScreenShot: '',
  });
  return id;
}

function vote(
  questionId: string,
  uid: string,
  action: 'close' | 'reopen',
  reason = action === 'close' ? 'offTopic' : '',
  duplicateOf = '',
) {
  return adminDb()
    .doc(docPath('closeVotes', closeVoteId(questionId, uid)))
    .set({ questionId, uid, action, reason, duplicateOf, date: FieldValue.serverTimestamp() });
}

const votesOn = async (questionId: string) =>
  (await adminDb().collection(COLLECTIONS.closeVotes).where('questionId', '==', questionId).get())
    .size;

beforeAll(async () => {
  moderator = (await adminAuth().createUser({ email: `${uniqueId('mod')}@example.com` })).uid;
  await adminAuth().setCustomUserClaims(moderator, { moderator: true });
  await adminDb()
    .doc(docPath('profiles', moderator))
    .set({ uid: moderator, UserName: 'Mona Moderator' });
});

describe('onCloseVoteCreated', () => {
  it('three members close a duplicate; two do not; the round is recorded and cleared', async () => {
    const target = await question('The original');
    const id = await question();
    await vote(id, members[0]!, 'close', 'duplicate', target);
    await vote(id, members[1]!, 'close', 'offTopic');
    await eventually(async () => (await votesOn(id)) === 2, 'two votes stored');
    // Two votes decide nothing (give the trigger time to run on both).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await questionRef(id).get()).get('Closed')).toBeUndefined();

    await vote(id, members[2]!, 'close', 'duplicate', target);
    const closed = await waitForDoc(questionRef(id), (d) => d?.Closed === true);
    expect(closed).toMatchObject({
      Closed: true,
      CloseReason: 'duplicate',
      DuplicateOf: target,
      CloseRound: 1,
    });
    expect([...(closed?.ClosedBy as string[])].sort()).toEqual([...members.slice(0, 3)].sort());
    await eventually(async () => (await votesOn(id)) === 0, 'the round cleared');

    const revision = await waitForDoc(
      adminDb().doc(docPath('revisions', `${id}_close_1`)),
      (d) => d !== undefined,
    );
    expect(revision).toMatchObject({
      Post: `${COLLECTIONS.questions}/${id}`,
      Event: 'closed',
      Note: 'Closed: Duplicate',
      DuplicateOf: target,
      UserName: 'Community vote',
    });
    const item = await waitForDoc(inbox(asker).doc(`closed-${id}-1`), (d) => d !== undefined);
    expect(item).toMatchObject({ Type: 'closed', QuestionID: id, Read: false });
  });

  it('the asker closes at once (no inbox item for their own act); a moderator reopens at once', async () => {
    const id = await question();
    await vote(id, asker, 'close', 'needsDetails');
    await waitForDoc(
      questionRef(id),
      (d) => d?.Closed === true && d.CloseReason === 'needsDetails',
    );
    await eventually(async () => (await votesOn(id)) === 0, 'the asker’s vote cleared');

    await vote(id, moderator, 'reopen');
    const reopened = await waitForDoc(questionRef(id), (d) => d?.Closed === false);
    expect(reopened).toMatchObject({ CloseRound: 2, ReopenedBy: [moderator] });
    expect(reopened).not.toHaveProperty('CloseReason');
    expect(reopened).not.toHaveProperty('ClosedBy');
    const item = await waitForDoc(inbox(asker).doc(`reopened-${id}-2`), (d) => d !== undefined);
    expect(item).toMatchObject({ Type: 'reopened', ActorName: 'Mona Moderator' });
    expect((await inbox(asker).doc(`closed-${id}-1`).get()).exists).toBe(false);
    const history = await adminDb()
      .collection(COLLECTIONS.revisions)
      .where('PostID', '==', id)
      .get();
    expect(history.docs.map((doc) => doc.get('Event')).sort()).toEqual(['closed', 'reopened']);
  });

  it("the asker's vote does not reopen a moderator's close; it undoes only their own", async () => {
    const id = await question();
    await vote(id, moderator, 'close', 'offTopic');
    await waitForDoc(questionRef(id), (d) => d?.Closed === true);
    await eventually(async () => (await votesOn(id)) === 0, 'the close round cleared');
    // Written with rules off (the rules refuse it unless the asker holds the privilege).
    await vote(id, asker, 'reopen');
    await eventually(async () => (await votesOn(id)) === 1, 'the reopen vote stored');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await questionRef(id).get()).get('Closed')).toBe(true);
    // Two privileged members join: three votes reopen it.
    await vote(id, members[0]!, 'reopen');
    await vote(id, members[1]!, 'reopen');
    await waitForDoc(questionRef(id), (d) => d?.Closed === false && d.CloseRound === 2);

    await vote(id, asker, 'close', 'needsDetails');
    await waitForDoc(questionRef(id), (d) => d?.Closed === true && d.CloseRound === 3);
    await eventually(async () => (await votesOn(id)) === 0, 'the asker’s close cleared');
    await vote(id, asker, 'reopen');
    await waitForDoc(questionRef(id), (d) => d?.Closed === false && d.CloseRound === 4);
  });

  it('three members reopen a closed question; a stale close vote is dropped', async () => {
    const id = await question();
    await vote(id, asker, 'close', 'opinionBased');
    await waitForDoc(questionRef(id), (d) => d?.Closed === true);
    // Cast before the member saw the close: it no longer matches the state, and is dropped.
    await vote(id, members[3]!, 'close', 'offTopic');
    await eventually(async () => (await votesOn(id)) === 0, 'the stale vote dropped');
    for (const uid of members.slice(0, 3)) await vote(id, uid, 'reopen');
    await waitForDoc(questionRef(id), (d) => d?.Closed === false && d.CloseRound === 2);
    await eventually(async () => (await votesOn(id)) === 0, 'the reopen round cleared');
    await waitForDoc(
      inbox(asker).doc(`reopened-${id}-2`),
      (d) => d?.ActorName === 'Community vote',
    );
  });
});
