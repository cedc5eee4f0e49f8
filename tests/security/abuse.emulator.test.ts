// The abuse cases through the real SDKs against the running emulators: the keyword bomb is indexed in
// bounded work (attack 1), posts, edits and contact messages are rate-limited per account and per
// client (attack 5), and anonymous sessions only read (attack 8).

import { deleteApp, initializeApp } from 'firebase/app';
import { signInAnonymously } from 'firebase/auth';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docPath,
  COLLECTIONS,
  EDIT_STAMP,
  buildKeywords,
  MAX_KEYWORDS,
  newUserRecord,
} from '@queryhub/model';
import {
  PROJECT_ID,
  answerFields,
  callAsAdmin,
  callFunction,
  categoryFields,
  createPostAs,
  createProfile,
  createSignedInUser,
  createStampedPost,
  errorCodeOf,
  liftRateLimits,
  type SignedInUser,
  uniqueId,
  adminDb,
  clientApp,
  pollUntil,
  postCategory,
  postQuestion,
  type CategoryRef,
  type QuestionRef,
} from '@queryhub/testkit';

const DENIED = 'permission-denied';

/** Deletes every visitor budget (all emulator clients share 127.0.0.1, so one budget). */
async function resetVisitorBudgets() {
  const budgets = await adminDb().collection(COLLECTIONS.contactBudgets).get();
  await Promise.all(budgets.docs.filter((d) => d.id.startsWith('ip-')).map((d) => d.ref.delete()));
}

let alice: SignedInUser;
let category: CategoryRef;
let question: QuestionRef;

beforeAll(async () => {
  alice = await createSignedInUser({ prefix: 'abuse-alice' });
  category = await postCategory(alice.session, 'Abuse');
  question = await postQuestion(alice.session, category, 'Which unit is ㌖?');
});

afterAll(async () => {
  await alice?.session.close();
});

describe('attack 1: the keyword bomb', () => {
  it('indexes an answer of 10,000 × U+3316 (one 60,000-letter word after NFKC)', async () => {
    const bomb = '\u3316'.repeat(10000);
    expect(bomb.normalize('NFKC')).toHaveLength(60000);
    const id = uniqueId('bomb');
    await createPostAs(
      alice.session,
      COLLECTIONS.answers,
      id,
      answerFields(alice, id, question, bomb),
    );
    const answer = await pollUntil(
      () => adminDb().doc(docPath('answers', id)).get(),
      (snapshot) => Array.isArray(snapshot.get('Keywords')),
      'the bomb answer to get its derived fields',
    );
    expect(answer.get('UserName')).toBe(alice.displayName);
    const keywords = answer.get('Keywords') as string[];
    expect(keywords.length).toBeLessThanOrEqual(MAX_KEYWORDS);
    expect(keywords).toEqual(buildKeywords(bomb));
    expect(keywords).toContain('キロメートル');
    await pollUntil(
      () => adminDb().doc(docPath('questions', question.id)).get(),
      (snapshot) => (snapshot.get('AnswerCount') as number) >= 1,
      'the question to count the answer',
    );

    // The repair callable goes through the same document and rebuilds its keywords.
    await adminDb().doc(docPath('answers', id)).update({ Keywords: [] });
    const counts = (await callAsAdmin('rebuildSearchKeywords')) as { answers: number };
    expect(counts.answers).toBeGreaterThan(0);
    expect((await adminDb().doc(docPath('answers', id)).get()).get('Keywords')).toEqual(
      buildKeywords(bomb),
    );
  });
});

describe('attack 5: rate limits per account', () => {
  let poster: SignedInUser;
  beforeAll(async () => {
    poster = await createSignedInUser({ prefix: 'abuse-poster' });
  });
  afterAll(async () => {
    await poster?.session.close();
  });

  it('a burst of 25 categories stores one; the rest are refused with permission-denied', async () => {
    const ids = Array.from({ length: 25 }, () => uniqueId('burst'));
    const codes = await Promise.all(
      ids.map((id) =>
        errorCodeOf(
          createStampedPost(
            poster.session,
            COLLECTIONS.categories,
            id,
            categoryFields(poster, id, `B ${id}`),
          ),
        ),
      ),
    );
    expect(codes.filter((code) => code === 'succeeded')).toHaveLength(1);
    expect(codes.filter((code) => code === DENIED)).toHaveLength(24);
    const stored = await adminDb()
      .collection(COLLECTIONS.categories)
      .where('uid', '==', poster.uid)
      .get();
    expect(stored.size).toBe(1);
  });

  it('a second answer within 10 s is refused, and a post without its stamp is refused', async () => {
    await liftRateLimits(poster.uid);
    const first = uniqueId('a');
    await createStampedPost(
      poster.session,
      COLLECTIONS.answers,
      first,
      answerFields(poster, first, question, 'First answer'),
    );
    const second = uniqueId('a');
    expect(
      await errorCodeOf(
        createStampedPost(
          poster.session,
          COLLECTIONS.answers,
          second,
          answerFields(poster, second, question, 'Second answer'),
        ),
      ),
    ).toBe(DENIED);
    const unstamped = uniqueId('a');
    expect(
      await errorCodeOf(
        setDoc(
          doc(poster.session.db, COLLECTIONS.answers, unstamped),
          answerFields(poster, unstamped, question, 'No stamp'),
        ),
      ),
    ).toBe(DENIED);
  });
});

describe('attack 5: edits are rate-limited per account too', () => {
  let editor: SignedInUser;
  beforeAll(async () => {
    editor = await createSignedInUser({ prefix: 'abuse-editor' });
  });
  afterAll(async () => {
    await editor?.session.close();
  });

  /** An edit as the web app sends it: the new text and the Edits stamp in one batch. */
  function stampedEdit(answerId: string, text: string): Promise<void> {
    const { db } = editor.session;
    const batch = writeBatch(db);
    batch.set(
      doc(db, COLLECTIONS.rateLimits, editor.uid),
      { [EDIT_STAMP]: { at: serverTimestamp(), id: answerId } },
      { merge: true },
    );
    batch.update(doc(db, COLLECTIONS.answers, answerId), { Answer: text });
    return batch.commit();
  }

  it('a burst of 20 edits of one answer stores one; unstamped edits are refused', async () => {
    // The shared question of this file (created in its beforeAll).
    const answer = uniqueId('a');
    await createPostAs(
      editor.session,
      COLLECTIONS.answers,
      answer,
      answerFields(editor, answer, question, 'Merge sort.'),
    );
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        errorCodeOf(stampedEdit(answer, `Merge sort, take ${n} ${'*x* '.repeat(500)}`)),
      ),
    );
    expect(codes.filter((code) => code === 'succeeded')).toHaveLength(1);
    expect(codes.filter((code) => code === DENIED)).toHaveLength(19);
    expect(
      await errorCodeOf(
        updateDoc(doc(editor.session.db, COLLECTIONS.answers, answer), { Answer: 'No stamp' }),
      ),
    ).toBe(DENIED);
    const revisions = () =>
      adminDb().collection(COLLECTIONS.revisions).where('PostID', '==', answer).get();
    await pollUntil(revisions, (snapshot) => snapshot.size >= 1, 'the one revision');
    expect((await revisions()).size).toBe(1);
  });
});

describe('attack 5: contact messages through the budgeted callable', () => {
  beforeAll(resetVisitorBudgets);
  afterAll(resetVisitorBudgets);

  it('a visitor sends 5 messages an hour; the 6th says when to try again', async () => {
    const visitor = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, uniqueId('v'));
    try {
      const message = (n: number) => ({
        Name: 'Visitor',
        EMail: 'visitor@example.com',
        Comment: `Message ${n} ${'x'.repeat(4900)}`,
      });
      for (let n = 1; n <= 5; n += 1) await callFunction(visitor, 'sendContactMessage', message(n));
      const refused = await callFunction(visitor, 'sendContactMessage', message(6)).then(
        () => null,
        (error: { code?: string; message?: string; details?: { retryAfterSeconds?: number } }) =>
          error,
      );
      expect(refused?.code).toBe('functions/resource-exhausted');
      expect(refused?.message).toMatch(/Please try again in \d+ minutes?\./);
      expect(refused?.details?.retryAfterSeconds).toBeGreaterThan(0);
      const stored = await adminDb()
        .collection(COLLECTIONS.contactForm)
        .where('EMail', '==', 'visitor@example.com')
        .get();
      expect(stored.docs.filter((d) => String(d.get('Comment')).startsWith('Message 6'))).toEqual(
        [],
      );
    } finally {
      await deleteApp(visitor);
    }
  });

  it('refuses invalid fields with invalid-argument, invisible-only text included', async () => {
    const visitor = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, uniqueId('v'));
    try {
      for (const message of [
        { Name: '\u200B\u3164', EMail: 'a@example.com', Comment: 'Hi' },
        { Name: 'A', EMail: 'not-an-email', Comment: 'Hi' },
        { Name: 'A', EMail: 'a@example.com', Comment: 'c'.repeat(5001) },
        { Name: { first: 'A' }, EMail: 'a@example.com', Comment: 'Hi' },
      ]) {
        expect(await errorCodeOf(callFunction(visitor, 'sendContactMessage', message))).toBe(
          'functions/invalid-argument',
        );
      }
    } finally {
      await deleteApp(visitor);
    }
  });
});

// Attack 9 (unique, honest usernames) lives in names.emulator.test.ts.

describe('attack 8: anonymous sessions only read', () => {
  it('an anonymous session reads posts but cannot write a profile, a post or presence', async () => {
    const { app, auth, db } = clientApp(uniqueId('anon'));
    try {
      const { user } = await signInAnonymously(auth);
      const anonymous = { db, uid: user.uid };
      expect((await getDoc(doc(db, COLLECTIONS.categories, category.id))).exists()).toBe(true);
      expect(
        await errorCodeOf(
          createProfile(
            { app, db, uid: user.uid },
            newUserRecord(
              { uid: user.uid, displayName: 'Anon', email: 'anon@example.com' },
              serverTimestamp(),
            ),
          ),
        ),
      ).toBe('functions/permission-denied');
      expect(
        await errorCodeOf(
          setDoc(
            doc(db, COLLECTIONS.users, user.uid),
            newUserRecord(
              { uid: user.uid, displayName: 'Anon', email: 'anon@example.com' },
              serverTimestamp(),
            ),
          ),
        ),
      ).toBe(DENIED);
      const id = uniqueId('anon-cat');
      expect(
        await errorCodeOf(
          createStampedPost(anonymous, COLLECTIONS.categories, id, {
            id,
            Subject: 'Anonymous spam',
            uid: user.uid,
            date: serverTimestamp(),
          }),
        ),
      ).toBe(DENIED);
      expect(
        await errorCodeOf(
          setDoc(doc(db, COLLECTIONS.presence, user.uid), {
            state: 'online',
            at: serverTimestamp(),
          }),
        ),
      ).toBe(DENIED);
    } finally {
      await deleteApp(app);
    }
  });
});
