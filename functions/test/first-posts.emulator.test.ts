// First posts from new accounts against the running emulators: a new account's link-heavy
// answer and a question linking a known-bad domain are held (hidden, queued with the reasons,
// nobody told), an established account's links pass, and a moderator's restore approves a held
// post and sends what was held back.
import { COLLECTIONS, moderationQueueId, newUserRecord, toAnswerView } from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  answerFields,
  callFunction,
  clientApp,
  questionFields,
  uniqueId,
  waitForDoc,
  type ClientApp,
} from '@queryhub/testkit';
import { isWithheld } from '../src/spam-review/first-post-review';
import { notifyOnAnswer } from '../src/notifications/question-notifiers';
import { readPostSnapshot } from '../src/shared/documents';

const PASSWORD = 'first-posts-test-password';
const DAY = 86_400_000;
let client: ClientApp;

const db = () => adminDb();
const inbox = (uid: string) =>
  db().collection(COLLECTIONS.users).doc(uid).collection(COLLECTIONS.notifications);
const queueEntry = (kind: 'question' | 'answer', id: string) =>
  db().collection(COLLECTIONS.moderationQueue).doc(moderationQueueId(kind, id));

/** A Users record created `ageDays` ago (0: a new account). */
async function account(name: string, ageDays: number): Promise<string> {
  const uid = uniqueId(name);
  const createdAt = Timestamp.fromMillis(Date.now() - ageDays * DAY);
  await db()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set(newUserRecord({ uid, displayName: name, email: `${uid}@example.com` }, createdAt));
  return uid;
}

async function ask(uid: string, text: string, catId = uniqueId('cat-first')): Promise<string> {
  const id = uniqueId('q-first');
  await db()
    .collection(COLLECTIONS.questions)
    .doc(id)
    .set(
      questionFields(
        { uid },
        id,
        { id: catId, subject: 'First posts' },
        text,
        '',
        FieldValue.serverTimestamp(),
        [],
      ),
    );
  return id;
}

async function answer(uid: string, questionId: string, text: string): Promise<string> {
  const id = uniqueId('a-first');
  const question = { id: questionId, text: 'How?', categoryId: 'cat-first' };
  await db()
    .collection(COLLECTIONS.answers)
    .doc(id)
    .set(answerFields({ uid }, id, question, text, '', FieldValue.serverTimestamp()));
  return id;
}

function moderate(action: string, postType: string, postId: string) {
  return callFunction(client.app, 'moderatePost', { action, postType, postId }, 120_000);
}

const LINKS = 'See https://one.example/a, https://two.example/b and https://three.example/c';

beforeAll(async () => {
  client = clientApp(uniqueId('first-posts'));
  const email = `${randomUUID()}@example.com`;
  const { uid } = await adminAuth().createUser({ email, password: PASSWORD });
  await adminAuth().setCustomUserClaims(uid, { moderator: true });
  await signInWithEmailAndPassword(client.auth, email, PASSWORD);
});

afterAll(async () => {
  await deleteApp(client.app);
});

describe('first posts from new accounts', () => {
  it('holds a new account’s link-heavy answer until a moderator approves it', async () => {
    const asker = await account('asker', 30);
    const newcomer = await account('newcomer', 0);
    const questionId = await ask(asker, 'How do I read a stack trace?');
    await waitForDoc(db().collection(COLLECTIONS.questions).doc(questionId), (d) =>
      Array.isArray(d?.Keywords),
    );
    const answerId = await answer(newcomer, questionId, LINKS);
    const answerRef = db().collection(COLLECTIONS.answers).doc(answerId);

    const held = await waitForDoc(answerRef, (d) => d?.AwaitingReview === true);
    expect(held).toMatchObject({ Hidden: true, AwaitingReview: true });
    expect(toAnswerView(answerId, held ?? {})).toMatchObject({
      hidden: true,
      awaitingReview: true,
    });
    const entry = await waitForDoc(queueEntry('answer', answerId), (d) => d !== undefined);
    expect(entry).toMatchObject({
      PostType: 'answer',
      PostID: answerId,
      QuestionID: questionId,
      AuthorUid: newcomer,
      FlagCount: 0,
      HeldFor: ['too-many-links', 'many-domains'],
      Hidden: true,
    });
    expect((await db().collection(COLLECTIONS.postTombstones).doc(answerId).get()).exists).toBe(
      true,
    );
    // The notifier's own decision (its trigger ran beside the create trigger): nobody is told.
    expect(await notifyOnAnswer(db(), answerId)).toBe(0);
    expect((await inbox(asker).doc(`answer-${answerId}`).get()).exists).toBe(false);

    // Approval: visible, reviewed no more, out of the queue, and the asker is told now.
    expect(await moderate('restore', 'answer', answerId)).toEqual({
      found: true,
      deleted: 0,
      released: 1,
    });
    expect((await answerRef.get()).data()).toMatchObject({
      Hidden: false,
      AwaitingReview: false,
      FlagCount: 0,
    });
    expect((await queueEntry('answer', answerId).get()).exists).toBe(false);
    await waitForDoc(inbox(asker).doc(`answer-${answerId}`), (d) => d?.PostID === answerId);
    // Approved once: restoring again is a plain restore, with nothing more to send.
    expect(await moderate('restore', 'answer', answerId)).toEqual({ found: true, deleted: 0 });
  });

  it('lets an established account post the same links', async () => {
    const asker = await account('asker', 30);
    const regular = await account('regular', 8);
    const questionId = await ask(asker, 'Where are the docs?');
    const answerId = await answer(regular, questionId, LINKS);
    const answerRef = db().collection(COLLECTIONS.answers).doc(answerId);
    const done = await waitForDoc(answerRef, (d) => typeof d?.Html === 'string');
    expect(done?.Hidden).toBeUndefined();
    expect(done?.AwaitingReview).toBeUndefined();
    await waitForDoc(inbox(asker).doc(`answer-${answerId}`), (d) => d?.PostID === answerId);
  });

  it('holds a question linking a known-bad domain, and the notifier agrees before the trigger ran', async () => {
    const newcomer = await account('newcomer', 1);
    const questionId = await ask(newcomer, 'Cheap pills at https://pills.spam.example/buy');
    const questionRef = db().collection(COLLECTIONS.questions).doc(questionId);
    // As a notifier may read it, before the question-derived-fields handler wrote Hidden.
    const stored = readPostSnapshot('question', await questionRef.get());
    if (!stored) throw new Error('the question was not written');
    const { Hidden: _hidden, AwaitingReview: _review, ...beforeTrigger } = stored;
    expect(await isWithheld(db(), 'question', beforeTrigger)).toBe(true);
    await waitForDoc(questionRef, (d) => d?.AwaitingReview === true && d.Hidden === true);
    const entry = await waitForDoc(queueEntry('question', questionId), (d) => d !== undefined);
    expect(entry?.HeldFor).toEqual(['known-bad-domain']);

    await moderate('restore', 'question', questionId);
    const approved = readPostSnapshot('question', await questionRef.get());
    expect(approved).toMatchObject({ Hidden: false, AwaitingReview: false });
    expect(approved && (await isWithheld(db(), 'question', approved))).toBe(false);
  });
});
