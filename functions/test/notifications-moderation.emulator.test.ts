import { COLLECTIONS, docPath } from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followersOf } from '../src/follows/followers';
import { notify } from '../src/notifications/fan-out';
import { notifyOnAccept, notifyOnAnswer } from '../src/notifications/question-notifiers';
import {
  adminAuth,
  adminDb,
  uniqueId,
  waitForDoc,
  waitForQuery,
  writeUserRecord,
  callFunction,
  clientApp,
  type ClientApp,
  answerFields,
  questionFields,
} from '@queryhub/testkit';
import { settledWrite } from './settled-write';

const PASSWORD = 'moderation-test-password';
let client: ClientApp;
let adminEmail: string;
let adminUid: string;
let userEmail: string;

const inbox = (uid: string) =>
  adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications);
const follows = (uid: string) =>
  adminDb().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.follows);

async function question(uid: string, text = 'How do tides work?'): Promise<string> {
  const id = uniqueId('q');
  await adminDb()
    .collection(COLLECTIONS.questions)
    .doc(id)
    .set(
      // Untagged, so no inbox here holds a Tag pioneer badge (the counts below are exact).
      questionFields(
        { uid },
        id,
        { id: 'cat-notify', subject: 'Science' },
        text,
        '',
        new Date(),
        [],
      ),
    );
  return id;
}

async function answer(uid: string, questionId: string): Promise<string> {
  const id = uniqueId('a');
  await adminDb()
    .collection(COLLECTIONS.answers)
    .doc(id)
    .set(
      answerFields(
        { uid },
        id,
        { id: questionId, text: 'How do tides work?', categoryId: 'cat-notify' },
        'The moon pulls the sea.',
        '',
        new Date(),
      ),
    );
  return id;
}

async function flag(uid: string, postType: string, postId: string, reason = 'spam') {
  await adminDb().collection(COLLECTIONS.flags).doc(`${postId}_${uid}`).set({
    uid,
    PostType: postType,
    PostID: postId,
    Reason: reason,
    Text: '',
    date: new Date(),
  });
}

async function users(...names: string[]): Promise<string[]> {
  const uids = names.map((name) => uniqueId(name));
  await Promise.all(uids.map((uid, i) => writeUserRecord(uid, names[i] ?? uid)));
  return uids;
}

async function signInAs(email: string | null): Promise<void> {
  const clientAuth = client.auth;
  await signOut(clientAuth);
  if (email) await signInWithEmailAndPassword(clientAuth, email, PASSWORD);
}

function call(name: string, data: unknown) {
  return callFunction(client.app, name, data, 120_000) as Promise<Record<string, unknown>>;
}

beforeAll(async () => {
  client = clientApp(uniqueId('client'));
  adminEmail = `${randomUUID()}@example.com`;
  adminUid = (await adminAuth().createUser({ email: adminEmail, password: PASSWORD })).uid;
  await adminAuth().setCustomUserClaims(adminUid, { admin: true });
  userEmail = `${randomUUID()}@example.com`;
  await adminAuth().createUser({ email: userEmail, password: PASSWORD });
});

afterAll(async () => {
  await deleteApp(client.app);
});

describe('follows and notifications', () => {
  it('the asker and the answerer follow; the asker and followers hear of an answer, once', async () => {
    const [asker, answerer, follower] = await users('asker', 'answerer', 'follower');
    const questionId = await question(asker!);
    await waitForDoc(follows(asker!).doc(questionId), (d) => d?.QuestionID === questionId);
    await follows(follower!).doc(questionId).set({ QuestionID: questionId, date: new Date() });

    const answerId = await answer(answerer!, questionId);
    const id = `answer-${answerId}`;
    const toAsker = await waitForDoc(inbox(asker!).doc(id), (d) => d !== undefined);
    expect(toAsker).toMatchObject({
      Type: 'answer',
      QuestionID: questionId,
      CatID: 'cat-notify',
      Question: 'How do tides work?',
      PostID: answerId,
      ActorName: 'answerer',
      Read: false,
    });
    await waitForDoc(inbox(follower!).doc(id), (d) => d?.Read === false);
    await waitForDoc(follows(answerer!).doc(questionId), (d) => d?.QuestionID === questionId);
    expect((await inbox(answerer!).get()).size).toBe(0);

    // A redelivery writes nothing and leaves a read notification read.
    await settledWrite(() => inbox(asker!).doc(id).update({ Read: true }));
    expect(await notifyOnAnswer(adminDb(), answerId)).toBe(0);
    expect((await inbox(asker!).doc(id).get()).get('Read')).toBe(true);
    expect((await inbox(follower!).get()).size).toBe(1);
  });

  it('followers hear of an edit of the text, not of derived-field updates', async () => {
    const [asker, follower] = await users('editor', 'watcher');
    const questionId = await question(asker!);
    await follows(follower!).doc(questionId).set({ QuestionID: questionId, date: new Date() });
    const ref = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    await waitForDoc(ref, (d) => Array.isArray(d?.Keywords));
    await settledWrite(() => ref.update({ Hidden: false, FlagCount: 0 }));
    await settledWrite(() => ref.update({ Question: 'How do tides really work?' }));
    await waitForQuery(inbox(follower!).where('Type', '==', 'edit'), (n) => n === 1);
    // Give any stray trigger time to run, then check nothing else arrived.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const edits = await inbox(follower!).get();
    expect(edits.size).toBe(1);
    expect(edits.docs[0]?.data()).toMatchObject({
      Type: 'edit',
      Question: 'How do tides really work?',
    });
    // Nobody hears of their own edit (the editor's inbox holds only their Editor badge).
    expect((await inbox(asker!).where('Type', '==', 'edit').get()).size).toBe(0);
  });

  it("an answer's author hears once that it was accepted; an asker accepting their own does not", async () => {
    const [asker, answerer, follower] = await users('accepter', 'accepted', 'bystander');
    const questionId = await question(asker!);
    await follows(follower!).doc(questionId).set({ QuestionID: questionId, date: new Date() });
    const answerId = await answer(answerer!, questionId);
    const own = await answer(asker!, questionId);
    const ref = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    await waitForDoc(ref, (d) => Array.isArray(d?.Keywords));

    await settledWrite(() => ref.update({ AcceptedAnswerID: answerId }));
    const id = `accepted-${answerId}`;
    const told = await waitForDoc(inbox(answerer!).doc(id), (d) => d !== undefined);
    expect(told).toMatchObject({
      Type: 'accepted',
      QuestionID: questionId,
      Question: 'How do tides work?',
      PostID: answerId,
      ActorName: 'accepter',
      Read: false,
    });
    // Taking the choice back, accepting the asker's own answer and then the first one again
    // tells nobody anything new.
    await settledWrite(() => ref.update({ AcceptedAnswerID: '' }));
    await settledWrite(() => ref.update({ AcceptedAnswerID: own }));
    await settledWrite(() => ref.update({ AcceptedAnswerID: answerId }));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await inbox(answerer!).where('Type', '==', 'accepted').get()).size).toBe(1);
    expect((await inbox(asker!).where('Type', '==', 'accepted').get()).size).toBe(0);
    expect((await inbox(follower!).where('Type', '==', 'accepted').get()).size).toBe(0);
    // A redelivery writes nothing; an answer of another question is never announced.
    const question2 = (await ref.get()).data() ?? {};
    expect(await notifyOnAccept(adminDb(), questionId, question2, answerId)).toBe(0);
    const elsewhere = await answer(answerer!, await question(asker!));
    expect(await notifyOnAccept(adminDb(), questionId, question2, elsewhere)).toBe(0);
  });

  it('fan-out reads followers a page at a time and stops at the cap', async () => {
    const questionId = uniqueId('q-many');
    const followers = Array.from({ length: 7 }, (_, i) => `${questionId}-f${i}`);
    await Promise.all(
      followers.map((uid) =>
        follows(uid).doc(questionId).set({ QuestionID: questionId, date: new Date() }),
      ),
    );
    const target = { kind: 'question', questionId } as const;
    expect(await followersOf(adminDb(), target, 100, 2)).toHaveLength(7);
    const capped = await followersOf(adminDb(), target, 5, 2);
    expect(capped).toHaveLength(5);
    const source = {
      type: 'edit' as const,
      questionId,
      catId: 'c',
      question: 'q',
      postId: questionId,
      actorUid: 'nobody',
      actorName: '',
    };
    // Called outside the functions runtime: the e-mail alerts are not queued here.
    const noAlerts = () => Promise.resolve();
    expect(await notify(adminDb(), capped, source, 'ev-cap', noAlerts)).toBe(5);
    expect(await notify(adminDb(), capped, source, 'ev-cap', noAlerts)).toBe(0);
  });
});

describe('flags', () => {
  it(`a post is hidden at the third flag and queued with its reasons`, async () => {
    const [author, f1, f2, f3] = await users('spammer', 'f1', 'f2', 'f3');
    const questionId = await question(author!, 'Buy cheap watches');
    const ref = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    await flag(f1!, 'question', questionId, 'spam');
    await flag(f2!, 'question', questionId, 'offensive');
    await waitForDoc(ref, (d) => d?.FlagCount === 2);
    expect((await ref.get()).get('Hidden')).not.toBe(true);
    await flag(f3!, 'question', questionId, 'spam');
    await waitForDoc(ref, (d) => d?.Hidden === true && d.FlagCount === 3);
    const entry = await waitForDoc(
      adminDb().collection(COLLECTIONS.moderationQueue).doc(`question_${questionId}`),
      (d) => d?.FlagCount === 3,
    );
    expect(entry).toMatchObject({
      PostType: 'question',
      PostID: questionId,
      QuestionID: questionId,
      AuthorUid: author,
      Excerpt: 'Buy cheap watches',
      Reasons: { spam: 2, offensive: 1 },
      Hidden: true,
    });
  });
});

describe('admin callables for moderation', () => {
  it('refuse users without the admin claim', async () => {
    await signInAs(userEmail);
    await expect(
      call('moderatePost', { action: 'hide', postType: 'question', postId: 'x' }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
    await expect(call('setUserSuspended', { uid: 'x', suspended: true })).rejects.toMatchObject({
      code: 'functions/permission-denied',
    });
    await signInAs(null);
    await expect(call('setUserSuspended', { uid: 'x', suspended: true })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });

  it('hide, restore and delete a post, each recorded in the audit log', async () => {
    await signInAs(adminEmail);
    const [author, answerer] = await users('author', 'answerer');
    const questionId = await question(author!);
    const answerId = await answer(answerer!, questionId);
    const questionRef = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    const answerRef = adminDb().collection(COLLECTIONS.answers).doc(answerId);
    await waitForDoc(questionRef, (d) => d?.AnswerCount === 1);
    await waitForDoc(answerRef, (d) => Array.isArray(d?.Keywords));

    await expect(
      call('moderatePost', { action: 'explode', postType: 'answer', postId: answerId }),
    ).rejects.toMatchObject({ code: 'functions/invalid-argument' });

    await call('moderatePost', { action: 'hide', postType: 'answer', postId: answerId });
    expect((await answerRef.get()).get('Hidden')).toBe(true);
    await call('moderatePost', { action: 'restore', postType: 'answer', postId: answerId });
    expect((await answerRef.get()).data()).toMatchObject({ Hidden: false, FlagCount: 0 });
    expect(
      await call('moderatePost', { action: 'delete', postType: 'answer', postId: answerId }),
    ).toEqual({ found: true, deleted: 1 });
    expect((await answerRef.get()).exists).toBe(false);
    // The answer's delete trigger takes the counters down, once (as for an author's delete).
    await waitForDoc(questionRef, (d) => d?.AnswerCount === 0);
    await waitForDoc(
      adminDb().collection(COLLECTIONS.users).doc(answerer!),
      (d) => d?.NoOfQuestionAnswered === 0,
    );

    const audit = await adminDb()
      .collection(COLLECTIONS.auditLog)
      .where('Target', '==', docPath('answers', answerId))
      .get();
    expect(audit.docs.map((d) => d.get('Action')).sort()).toEqual([
      'deletePost',
      'hidePost',
      'restorePost',
    ]);
    expect(audit.docs.every((d) => d.get('By') === adminUid)).toBe(true);
  });

  it("an admin's delete of a question runs the author's delete cascade once", async () => {
    await signInAs(adminEmail);
    const [asker, answerer] = await users('asker', 'answerer');
    const questionId = await question(asker!);
    const answerIds = [await answer(answerer!, questionId), await answer(answerer!, questionId)];
    const questionRef = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    const askerRef = adminDb().collection(COLLECTIONS.users).doc(asker!);
    const answererRef = adminDb().collection(COLLECTIONS.users).doc(answerer!);
    await waitForDoc(questionRef, (d) => d?.AnswerCount === 2);
    await waitForDoc(answererRef, (d) => d?.NoOfQuestionAnswered === 2);
    await waitForDoc(askerRef, (d) => d?.NoOfQuestionAsked === 1);
    await call('moderatePost', { action: 'hide', postType: 'answer', postId: answerIds[0] });
    const answerQueue = adminDb()
      .collection(COLLECTIONS.moderationQueue)
      .doc(`answer_${answerIds[0]}`);
    expect((await answerQueue.get()).exists).toBe(true);

    expect(
      await call('moderatePost', { action: 'delete', postType: 'question', postId: questionId }),
    ).toEqual({ found: true, deleted: 1 });
    expect((await questionRef.get()).exists).toBe(false);
    await waitForQuery(
      adminDb().collection(COLLECTIONS.answers).where('QuestionID', '==', questionId),
      (size) => size === 0,
    );
    await waitForDoc(answererRef, (d) => d?.NoOfQuestionAnswered === 0);
    await waitForDoc(askerRef, (d) => d?.NoOfQuestionAsked === 0);
    await waitForDoc(answerQueue, (d) => d === undefined);
    // A second decrement (callable and trigger both) would go below zero after a moment.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await answererRef.get()).get('NoOfQuestionAnswered')).toBe(0);
    expect((await askerRef.get()).get('NoOfQuestionAsked')).toBe(0);
  });

  it('suspend and unsuspend a user by e-mail, recorded in the audit log', async () => {
    await signInAs(adminEmail);
    const email = `${randomUUID()}@example.com`;
    const { uid } = await adminAuth().createUser({ email, password: PASSWORD });
    expect(await call('setUserSuspended', { email, suspended: true })).toEqual({
      uid,
      suspended: true,
    });
    expect((await adminDb().collection(COLLECTIONS.suspended).doc(uid).get()).exists).toBe(true);
    await call('setUserSuspended', { uid, suspended: false });
    expect((await adminDb().collection(COLLECTIONS.suspended).doc(uid).get()).exists).toBe(false);
    await expect(
      call('setUserSuspended', { email: 'nobody@nowhere.example', suspended: true }),
    ).rejects.toMatchObject({ code: 'functions/not-found' });
    const audit = await adminDb()
      .collection(COLLECTIONS.auditLog)
      .where('Target', '==', docPath('users', uid))
      .get();
    expect(audit.docs.map((d) => d.get('Action')).sort()).toEqual(['suspendUser', 'unsuspendUser']);
  });
});
