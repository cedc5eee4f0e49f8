// Account deletion end to end: a user who has a profile, presence, a profile picture, a
// screenshot, questions, answers and contact messages (one signed in, one sent as a visitor from
// the same e-mail) deletes the account with the web SDK's deleteUser; then nothing personal may
// remain anywhere (checked with the Admin SDK), and a second session that outlives the account
// can write nothing (issue 10, attack 7).
import { COLLECTIONS, docPath, newPresence, newUserRecord } from '@queryhub/model';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteUser } from 'firebase/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import { doc, serverTimestamp, setDoc, writeBatch } from 'firebase/firestore';
import { ref, uploadBytes } from 'firebase/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApp, PROJECT_ID, type ClientSession } from '@queryhub/emulator/seed/client';
import { createProfile } from '@queryhub/emulator/seed/profiles';
import { createPostAs } from '@queryhub/emulator/seed/posts-with-stamps';
import {
  createTestUser,
  errorCodeOf,
  freshId,
  rawAnswer,
  rawCategory,
  rawQuestion,
  sendContactMessage,
  signInAgain,
  type TestUser,
} from './support/users.js';

const adminDb = () => getAdminFirestore(adminApp());
const bucket = () => getAdminStorage(adminApp()).bucket();
const IMAGE_FOLDERS = ["User's_Profile_Picture", "Question's_Screenshot", "Answer's_Screenshot"];

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function png(): Promise<Uint8Array> {
  const image = sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } },
  });
  return new Uint8Array(await image.png().toBuffer());
}

/** Every document of every root collection whose data mentions one of `needles`. */
async function documentsMentioning(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const collectionRef of await adminDb().listCollections()) {
    for (const snapshot of (await collectionRef.get()).docs) {
      const text = JSON.stringify(snapshot.data());
      if (needles.some((needle) => text.includes(needle))) found.push(snapshot.ref.path);
    }
  }
  return found;
}

let leaver: TestUser;
let other: TestUser;
/** Another tab of the leaver, signed in before the deletion and never signed out. */
let survivor: ClientSession;
const categoryId = freshId('leaver-cat');
const questionId = freshId('leaver-q');
const answerId = freshId('leaver-a');
const otherQuestionId = freshId('other-q');
const contactComment = `Please call me back ${freshId('contact')}`;
const visitorComment = `Sent before I signed up ${freshId('contact')}`;

beforeAll(async () => {
  leaver = await createTestUser('leaver', 'Leaving Lucy');
  other = await createTestUser('leaver-neighbour', 'Staying Sam');
  const { db, storage } = leaver.session;
  const category = { id: categoryId, subject: 'Leaving soon' };

  await setDoc(doc(db, COLLECTIONS.presence, leaver.uid), {
    state: 'online',
    at: serverTimestamp(),
  });

  // As the web app: the profile names the picture (counted in its quota), then it is uploaded.
  const picturePath = `User's_Profile_Picture/${leaver.uid}/${freshId('me')}`;
  const naming = writeBatch(db);
  naming.update(doc(db, 'Users', leaver.uid), { photoURL: picturePath });
  naming.set(doc(db, COLLECTIONS.profilePictureQuota, leaver.uid), {
    windowStart: serverTimestamp(),
    count: 1,
    at: serverTimestamp(),
  });
  await naming.commit();
  await uploadBytes(ref(storage, picturePath), await png(), { contentType: 'image/png' });

  await createPostAs(
    leaver.session,
    COLLECTIONS.categories,
    categoryId,
    rawCategory(leaver, categoryId, category.subject),
  );
  const screenshotPath = `Question's_Screenshot/${leaver.uid}/${questionId}`;
  await createPostAs(
    leaver.session,
    COLLECTIONS.questions,
    questionId,
    rawQuestion(leaver, questionId, category, 'Who keeps my data?', screenshotPath),
  );
  await uploadBytes(ref(storage, screenshotPath), await png(), { contentType: 'image/png' });

  await createPostAs(
    other.session,
    COLLECTIONS.questions,
    otherQuestionId,
    rawQuestion(other, otherQuestionId, category, 'A question by someone who stays'),
  );
  await createPostAs(
    leaver.session,
    COLLECTIONS.answers,
    answerId,
    rawAnswer(
      leaver,
      answerId,
      { id: otherQuestionId, text: 'A question by someone who stays', categoryId },
      'My answer stays, my name goes',
    ),
  );
  await sendContactMessage(leaver.session.app, {
    Name: 'Lucy',
    EMail: leaver.email,
    Comment: contactComment,
  });
  // The same person, signed out, with the e-mail in capitals.
  const visitor = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, freshId('v'));
  await sendContactMessage(visitor, {
    Name: 'Lucy',
    EMail: leaver.email.toUpperCase(),
    Comment: visitorComment,
  });
  await deleteApp(visitor);
  survivor = await signInAgain(leaver, freshId('survivor'));

  // Let the triggers finish (names, counters, image variants, status) before deleting.
  await waitFor(async () => {
    const [user, post] = await Promise.all([
      adminDb().doc(`${COLLECTIONS.users}/${leaver.uid}`).get(),
      adminDb().doc(`${COLLECTIONS.questions}/${questionId}`).get(),
    ]);
    return (
      user.get('NoOfQuestionAnswered') === 1 &&
      user.get('Photo') !== undefined &&
      user.get('Status') === 'Active Now' &&
      post.get('ScreenShot') !== undefined
    );
  }, 'the triggers to process the new account');
  const [files] = await bucket().getFiles({ prefix: `User's_Profile_Picture/${leaver.uid}/` });
  expect(files.length).toBeGreaterThan(0);

  await deleteUser(leaver.session.auth.currentUser!);
}, 90_000);

afterAll(async () => {
  await survivor?.close();
  await leaver?.session.close();
  await other?.session.close();
});

describe('after deleteUser', () => {
  it('the Auth account is gone', async () => {
    await expect(getAdminAuth(adminApp()).getUser(leaver.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('the profile record and presence are deleted', async () => {
    await waitFor(
      async () => !(await adminDb().doc(`${COLLECTIONS.users}/${leaver.uid}`).get()).exists,
      'the profile to be deleted',
    );
    await waitFor(
      async () => !(await adminDb().doc(`${COLLECTIONS.presence}/${leaver.uid}`).get()).exists,
      'presence to be deleted',
    );
    await waitFor(
      async () => !(await adminDb().doc(`ProfilePictureQuota/${leaver.uid}`).get()).exists,
      'the picture quota to be deleted',
    );
  });

  it('every uploaded file and variant is deleted', async () => {
    await waitFor(async () => {
      for (const folder of IMAGE_FOLDERS) {
        const [files] = await bucket().getFiles({ prefix: `${folder}/${leaver.uid}/` });
        if (files.length > 0) return false;
      }
      return true;
    }, 'the files to be deleted');
  });

  it('questions and answers remain, anonymised', async () => {
    await waitFor(
      async () =>
        (await adminDb().doc(`${COLLECTIONS.answers}/${answerId}`).get()).get('Anonymised') ===
        true,
      'the answer to be anonymised',
    );
    for (const path of [
      `${COLLECTIONS.questions}/${questionId}`,
      `${COLLECTIONS.answers}/${answerId}`,
    ]) {
      const post = await adminDb().doc(path).get();
      expect(post.exists).toBe(true);
      expect(post.get('uid')).toBe('');
      expect(post.get('UserName')).toBe('Deleted user');
      expect(post.get('Anonymised')).toBe(true);
    }
    const otherPost = await adminDb().doc(`${COLLECTIONS.questions}/${otherQuestionId}`).get();
    expect(otherPost.get('uid')).toBe(other.uid);
    expect(otherPost.get('AnswerCount')).toBe(1);
  });

  it('the contact message is deleted', async () => {
    await waitFor(async () => {
      const messages = await adminDb()
        .collection(COLLECTIONS.contactForm)
        .where('uid', '==', leaver.uid)
        .get();
      const byText = await adminDb()
        .collection(COLLECTIONS.contactForm)
        .where('Comment', 'in', [contactComment, visitorComment])
        .get();
      return messages.empty && byText.empty;
    }, 'both contact messages to be deleted');
  });

  it('a session that outlives the account can write nothing', async () => {
    await waitFor(
      async () => (await adminDb().doc(docPath('deletedAccounts', leaver.uid)).get()).exists,
      'the tombstone',
    );
    const db = survivor.db;
    const id = freshId('after');
    const writes = {
      profile: () =>
        createProfile(
          { db, uid: leaver.uid },
          newUserRecord(
            { uid: leaver.uid, displayName: 'Back again', email: leaver.email },
            serverTimestamp(),
          ),
        ),
      presence: () =>
        setDoc(doc(db, COLLECTIONS.presence, leaver.uid), newPresence('online', serverTimestamp())),
      question: () =>
        createPostAs(
          { db, uid: leaver.uid },
          COLLECTIONS.questions,
          id,
          rawQuestion(leaver, id, { id: categoryId, subject: 'Leaving soon' }, 'Still here?'),
        ),
      answer: () =>
        createPostAs(
          { db, uid: leaver.uid },
          COLLECTIONS.answers,
          id,
          rawAnswer(
            leaver,
            id,
            { id: otherQuestionId, text: 'A question by someone who stays', categoryId },
            'Still answering',
          ),
        ),
      contact: () =>
        sendContactMessage(survivor.app, { Name: 'L', EMail: leaver.email, Comment: 'hi' }),
    };
    const codes: Record<string, string> = {};
    for (const [what, write] of Object.entries(writes)) codes[what] = await errorCodeOf(write());
    expect(codes).toEqual({
      profile: 'permission-denied',
      presence: 'permission-denied',
      question: 'permission-denied',
      answer: 'permission-denied',
      contact: 'functions/permission-denied',
    });
    expect((await adminDb().doc(docPath('users', leaver.uid)).get()).exists).toBe(false);
    expect((await adminDb().doc(docPath('questions', id)).get()).exists).toBe(false);
  });

  it('no document anywhere still holds the uid, e-mail or username', async () => {
    const needles = [leaver.uid, leaver.email, leaver.displayName];
    await waitFor(
      async () => (await documentsMentioning(needles)).length === 0,
      'every mention to go',
      15_000,
    ).catch(() => undefined);
    expect(await documentsMentioning(needles)).toEqual([]);
  }, 60_000);
});
