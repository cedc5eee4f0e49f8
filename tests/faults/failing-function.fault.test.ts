// A failing function: the question dispatcher's derived-fields handler throws once (functions/src/testing/
// fault-switch.ts, consulted only in the emulator). The functions emulator never redelivers (production would,
// with retry: true), so the question stays without its derived fields, and the admin repair
// callables restore consistency.

import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKeywords, COLLECTIONS, newCategory, newQuestion } from '@queryhub/model';
import { makeStateDir, Stack } from './stack.js';
import {
  adminDb,
  callAsAdmin,
  createPostAs,
  createSignedInUser,
  eventually,
} from '@queryhub/testkit';
import { type ClientSession } from '@queryhub/testkit';

const FAULTS_DOC = '_testing/faults';
/** How long a redelivery would have had to fix the failed event. */
const RETRY_WINDOW_MS = 15_000;

const state = makeStateDir();
let stack: Stack;
let user: ClientSession;
let userName: string;
const categoryId = `faults-fn-${Date.now().toString(36)}`;
const subject = 'Failing functions';
const failedId = `${categoryId}-failed`;
const failedText = 'Does a failed trigger leave this question unsearchable?';
const nextId = `${categoryId}-next`;

function postQuestion(id: string, text: string) {
  return createPostAs(
    user,
    COLLECTIONS.questions,
    id,
    newQuestion(
      {
        id,
        question: text,
        category: { id: categoryId, subject: subject },
        uid: user.uid,
        tags: ['faults'],
      },
      serverTimestamp(),
    ),
  );
}

const question = (id: string) => adminDb().doc(`${COLLECTIONS.questions}/${id}`).get();
const askedCounter = async () =>
  (await adminDb().doc(`${COLLECTIONS.users}/${user.uid}`).get()).get(
    'NoOfQuestionAsked',
  ) as unknown;

beforeAll(async () => {
  stack = await Stack.start(state.dir);
  const signedIn = await createSignedInUser({ prefix: 'failing-fn' });
  user = signedIn.session;
  userName = signedIn.displayName;
  await createPostAs(
    user,
    COLLECTIONS.categories,
    categoryId,
    newCategory({ id: categoryId, subject: subject, uid: user.uid }, serverTimestamp()),
  );
  await adminDb()
    .doc(FAULTS_DOC)
    .set({ failOnce: ['question-derived-fields'] });
  await postQuestion(failedId, failedText);
  await eventually(
    async () => ((await adminDb().doc(FAULTS_DOC).get()).get('failOnce') as unknown[]).length === 0,
    'the injected fault to fire',
  );
});

afterAll(async () => {
  await user?.close();
  try {
    if (stack) {
      const stopped = await stack.interrupt();
      expect(stopped.code, stopped.log).toBe(0);
    }
  } finally {
    state.remove();
  }
});

describe('the question-created trigger throws once', () => {
  it('the question is stored, without keywords, author name or counter bump', async () => {
    await new Promise((resolve) => setTimeout(resolve, RETRY_WINDOW_MS));
    const failed = await question(failedId);
    expect(failed.exists).toBe(true);
    expect(failed.get('Question')).toBe(failedText);
    expect(failed.get('Keywords')).toBeUndefined();
    expect(failed.get('UserName')).toBeUndefined();
    expect(await askedCounter()).toBe(0);
    expect(stack.log(200_000)).toContain('Injected test fault in question-derived-fields');
  });

  it('the next question is processed normally', async () => {
    await postQuestion(nextId, 'Is the trigger healthy again after one failure?');
    await eventually(
      async () => Array.isArray((await question(nextId)).get('Keywords')),
      'the next question to get keywords',
    );
    expect((await question(nextId)).get('UserName')).toBe(userName);
    await eventually(
      async () => (await askedCounter()) === 1,
      'the counter to count the next question',
    );
  });

  it('rebuildSearchKeywords and recountUserCounters restore keywords and counters', async () => {
    await callAsAdmin('rebuildSearchKeywords');
    await callAsAdmin('recountUserCounters');
    expect((await question(failedId)).get('Keywords')).toEqual(buildKeywords(failedText));
    expect(await askedCounter()).toBe(2);
  });

  it('after the repair the failed question also shows its author, like every other question', async () => {
    expect((await question(failedId)).get('UserName')).toBe(userName);
    expect((await question(failedId)).get('AnswerCount')).toBe(0);
  });
});
