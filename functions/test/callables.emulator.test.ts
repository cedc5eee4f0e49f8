import { COLLECTIONS, docPath } from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { deleteApp } from 'firebase/app';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settledWrite } from './settled-write';
import {
  adminAuth,
  adminBucket,
  adminDb,
  eventually,
  noisyPng,
  uniqueId,
  waitForDoc,
  writeUserRecord,
  writeAnswer,
  writeCategory,
  writeQuestion,
  callFunction,
  clientApp,
  type ClientApp,
} from '@queryhub/testkit';

/** The posts' category, which these callables never look at. */
const ANY_CATEGORY = { id: 'c', subject: 'c' };

const PASSWORD = 'admin-test-password';
let client: ClientApp;

async function createAccount(
  claims?: Record<string, unknown>,
): Promise<{ uid: string; email: string }> {
  const email = `${randomUUID()}@example.com`;
  const { uid } = await adminAuth().createUser({ email, password: PASSWORD });
  if (claims) await adminAuth().setCustomUserClaims(uid, claims);
  return { uid, email };
}

async function signInAs(email: string | null): Promise<void> {
  const clientAuth = client.auth;
  await signOut(clientAuth);
  if (email) await signInWithEmailAndPassword(clientAuth, email, PASSWORD);
}

function call(name: string, data: unknown = {}) {
  return callFunction(client.app, name, data, 120_000) as Promise<Record<string, number>>;
}

let adminEmail: string;
let userEmail: string;

beforeAll(async () => {
  client = clientApp(uniqueId('client'));
  adminEmail = (await createAccount({ admin: true })).email;
  userEmail = (await createAccount()).email;
});

afterAll(async () => {
  await deleteApp(client.app);
});

const CALLABLES = [
  'recountUserCounters',
  'rebuildSearchKeywords',
  'purgeOrphanedFiles',
  'migrateLegacyData',
];

describe('admin callables refuse anyone but an admin', () => {
  it.each(CALLABLES)('%s: unauthenticated when signed out', async (name) => {
    await signInAs(null);
    await expect(call(name)).rejects.toMatchObject({ code: 'functions/unauthenticated' });
  });

  it.each(CALLABLES)('%s: permission-denied without the admin claim', async (name) => {
    await signInAs(userEmail);
    await expect(call(name)).rejects.toMatchObject({ code: 'functions/permission-denied' });
  });
});

describe('admin callables', () => {
  beforeAll(async () => {
    await signInAs(adminEmail);
  });

  it('recountUserCounters fixes drifted counters and is idempotent', async () => {
    const uid = uniqueId('counted');
    await writeUserRecord(uid, 'Counted');
    const questionId = uniqueId('q');
    await writeQuestion({ uid }, ANY_CATEGORY, 'Counted?', { id: questionId, at: new Date() });
    const user = adminDb().collection(COLLECTIONS.users).doc(uid);
    await waitForDoc(user, (d) => d?.NoOfQuestionAsked === 1);
    // The trigger's transaction read this document; see settled-write.ts.
    await settledWrite(() => user.update({ NoOfQuestionAsked: 7, NoOfQuestionAnswered: 3 }));

    const first = await call('recountUserCounters');
    expect(first.updated).toBeGreaterThanOrEqual(1);
    expect((await user.get()).data()).toMatchObject({
      NoOfQuestionAsked: 1,
      NoOfQuestionAnswered: 0,
    });
    const second = await call('recountUserCounters');
    expect(second).toMatchObject({ users: first.users, updated: 0 });
  });

  it('rebuildSearchKeywords rewrites stale keywords and is idempotent', async () => {
    const id = uniqueId('q');
    const ref = adminDb().doc(docPath('questions', id));
    await writeQuestion({ uid: 'nobody' }, ANY_CATEGORY, 'Stale keywords rebuilt', {
      id,
      at: new Date(),
    });
    await waitForDoc(ref, (d) => Array.isArray(d?.Keywords));
    await settledWrite(() => ref.update({ Keywords: ['stale'] }));

    const first = await call('rebuildSearchKeywords');
    expect(first.updated).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).get('Keywords')).toEqual(
      expect.arrayContaining(['stale', 'keywords', 'rebuilt', 'reb']),
    );
    expect((await call('rebuildSearchKeywords')).updated).toBe(0);
  });

  it('rebuildSearchKeywords restores a missing UserName, never on anonymised documents', async () => {
    const uid = uniqueId('named');
    await writeUserRecord(uid, 'Named Again');
    const questionId = uniqueId('q');
    const question = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    const asked = await writeQuestion({ uid }, ANY_CATEGORY, 'Who wrote me?', {
      id: questionId,
      at: new Date(),
    });
    const answerId = await writeAnswer({ uid }, asked, 'I did', { at: new Date() });
    const answer = adminDb().doc(docPath('answers', answerId));
    const { id: categoryId } = await writeCategory({ uid }, 'Nameless', undefined, new Date());
    const category = adminDb().doc(docPath('categories', categoryId));
    const { id: anonymisedId } = await writeCategory({ uid }, 'Gone', undefined, new Date());
    const anonymised = adminDb().doc(docPath('categories', anonymisedId));
    for (const ref of [question, answer, category, anonymised]) {
      await waitForDoc(ref, (d) => d?.UserName === 'Named Again');
    }
    // As if the create triggers had failed: no UserName.
    for (const ref of [question, answer, category]) {
      await settledWrite(() => ref.update({ UserName: FieldValue.delete() }));
    }
    await settledWrite(() =>
      anonymised.update({ UserName: FieldValue.delete(), Anonymised: true }),
    );

    const first = await call('rebuildSearchKeywords');
    expect(first.namesRestored).toBeGreaterThanOrEqual(3);
    expect(first.categories).toBeGreaterThanOrEqual(2);
    for (const ref of [question, answer, category]) {
      expect((await ref.get()).get('UserName')).toBe('Named Again');
    }
    expect((await anonymised.get()).get('UserName')).toBeUndefined();
    expect(await call('rebuildSearchKeywords')).toMatchObject({ updated: 0, namesRestored: 0 });
  });

  it('recountUserCounters recounts AnswerCount on questions and is idempotent', async () => {
    const questionId = uniqueId('q');
    const question = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    const asked = await writeQuestion({ uid: 'nobody' }, ANY_CATEGORY, 'How many answers?', {
      id: questionId,
      at: new Date(),
    });
    for (const text of ['One', 'Two']) {
      await writeAnswer({ uid: 'nobody' }, asked, text, { at: new Date() });
    }
    await waitForDoc(question, (d) => d?.AnswerCount === 2);
    // The answer triggers' transactions wrote this document; see settled-write.ts.
    await settledWrite(() => question.update({ AnswerCount: FieldValue.delete() }));

    const first = await call('recountUserCounters');
    expect(first.answerCountsUpdated).toBeGreaterThanOrEqual(1);
    expect((await question.get()).get('AnswerCount')).toBe(2);
    await settledWrite(() => question.update({ AnswerCount: 9 }));
    await call('recountUserCounters');
    expect((await question.get()).get('AnswerCount')).toBe(2);
    expect(await call('recountUserCounters')).toMatchObject({ answerCountsUpdated: 0 });
  });

  it('purgeOrphanedFiles deletes files no document uses and keeps those in use', async () => {
    const uid = uniqueId('owner');
    await writeUserRecord(uid, 'Owner');
    // Variants whose post never recorded them (say the trigger died in between): the image
    // trigger skips variants, so only the purge removes them.
    const orphan = `Question's_Screenshot/${uid}/${uniqueId('gone')}`;
    for (const variant of ['@1600.webp', '@400.webp']) {
      await adminBucket()
        .file(`${orphan}${variant}`)
        .save(await noisyPng(32, 32), {
          resumable: false,
          contentType: 'image/webp',
          metadata: { metadata: { variantOf: orphan } },
        });
    }

    const keptId = uniqueId('kept');
    const kept = `Question's_Screenshot/${uid}/${keptId}`;
    const ref = adminDb().collection(COLLECTIONS.questions).doc(keptId);
    await writeQuestion({ uid }, { id: 'c', subject: 'c' }, 'Kept', {
      id: keptId,
      screenshot: kept,
      at: new Date(),
    });
    await adminBucket()
      .file(kept)
      .save(await noisyPng(32, 32), { resumable: false, contentType: 'image/png' });
    await waitForDoc(ref, (d) => d?.ScreenShot !== undefined);

    const result = await call('purgeOrphanedFiles', { graceHours: 0 });
    expect(result.deleted).toBeGreaterThanOrEqual(2);
    expect((await adminBucket().file(`${orphan}@1600.webp`).exists())[0]).toBe(false);
    expect((await adminBucket().file(`${orphan}@400.webp`).exists())[0]).toBe(false);
    expect((await adminBucket().file(`${kept}@1600.webp`).exists())[0]).toBe(true);
    expect((await adminBucket().file(`${kept}@400.webp`).exists())[0]).toBe(true);

    const again = await call('purgeOrphanedFiles', { graceHours: 0 });
    expect(again).toMatchObject({ deleted: 0 });
    // Without a grace period argument, recent files are kept.
    expect((await call('purgeOrphanedFiles')).deleted).toBe(0);
  });

  it('migrateLegacyData converts the original app’s data and is idempotent', async () => {
    const uid = uniqueId('legacy');
    const username = uniqueId('oldname');
    const user = adminDb().collection(COLLECTIONS.users).doc(uid);
    await writeUserRecord(uid, username);
    await settledWrite(() => user.update({ Password: 'plain-text', Device_IP: '10.0.0.1' }));

    const categoryId = uniqueId('legacycat');
    await adminDb()
      .collection(COLLECTIONS.topic)
      .doc('Name')
      .set(
        {
          categories: FieldValue.arrayUnion({
            id: categoryId,
            Subject: 'Legacy subject',
            UserName: username,
            IP: '10.0.0.1',
            Time: '2020-05-06T07:08:09Z',
          }),
        },
        { merge: true },
      );

    const questionId = uniqueId('legacyq');
    const question = adminDb().collection(COLLECTIONS.questions).doc(questionId);
    await question.set({
      id: questionId,
      Question: 'Old question',
      Category: 'Legacy subject',
      CatID: categoryId,
      UserName: username,
      IP: '10.0.0.1',
      Time: 'then',
      date: new Date(),
      QuestionScreenShot: 'https://old.example/x.png',
    });
    await waitForDoc(question, (d) => Array.isArray(d?.Keywords));
    const legacyScreenshot = `Question's_Screenshot/${username}_${questionId}`;
    const legacyPicture = `User's_Profile_Picture/${username}`;
    await adminBucket()
      .file(legacyScreenshot)
      .save(await noisyPng(40, 30), { resumable: false, contentType: 'image/png' });
    await adminBucket()
      .file(legacyPicture)
      .save(await noisyPng(50, 50), { resumable: false, contentType: 'image/png' });

    const first = await call('migrateLegacyData');
    expect(first.usersCleaned).toBeGreaterThanOrEqual(1);
    expect(first.categoriesCreated).toBeGreaterThanOrEqual(1);
    expect(first.filesMoved).toBeGreaterThanOrEqual(2);

    const cleaned = (await user.get()).data();
    expect(cleaned).not.toHaveProperty('Password');
    expect(cleaned).not.toHaveProperty('Device_IP');
    const category = (
      await adminDb().collection(COLLECTIONS.categories).doc(categoryId).get()
    ).data();
    expect(category).toMatchObject({
      id: categoryId,
      Subject: 'Legacy subject',
      uid,
      UserName: username,
    });
    expect((category?.date as Timestamp).toMillis()).toBe(Date.parse('2020-05-06T07:08:09Z'));
    const items = (await adminDb().collection(COLLECTIONS.topic).doc('Name').get()).get(
      'categories',
    ) as Record<string, unknown>[];
    const item = items.find((c) => c.id === categoryId);
    expect(Object.keys(item ?? {}).sort()).toEqual(['Subject', 'UserName', 'date', 'id']);

    const migrated = await waitForDoc(question, (d) => d?.ScreenShot !== undefined);
    expect(migrated).toMatchObject({ uid });
    expect(migrated).not.toHaveProperty('IP');
    expect(migrated?.QuestionScreenShot).toBe(`Question's_Screenshot/${uid}/${questionId}`);
    const withPhoto = await waitForDoc(user, (d) => d?.Photo !== undefined);
    expect(withPhoto?.Photo).toMatchObject({ width: 50, height: 50 });
    await eventually(async () => !(await adminBucket().file(legacyScreenshot).exists())[0]);
    expect((await adminBucket().file(legacyPicture).exists())[0]).toBe(false);

    const second = await call('migrateLegacyData');
    expect(second).toMatchObject({
      usersCleaned: 0,
      categoriesCreated: 0,
      postsUpdated: 0,
      filesMoved: 0,
    });
  });
});
