// Account deletion end to end: a user who has a profile, presence, a profile picture, a
// screenshot, questions, answers and contact messages (one signed in, one sent as a visitor from
// the same e-mail) deletes the account with the web SDK's deleteUser; then nothing personal may
// remain anywhere (checked with the Admin SDK), and a second session that outlives the account
// can write nothing.
import { COLLECTIONS, docPath, newPresence, newUserRecord } from '@queryhub/model';

import { deleteUser } from 'firebase/auth';
import { deleteApp, initializeApp } from 'firebase/app';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_ID,
  answerFields,
  callFunction,
  categoryFields,
  createPostAs,
  createProfile,
  createSignedInUser,
  errorCodeOf,
  questionFields,
  signInAgain,
  type ClientSession,
  type SignedInUser,
  uniqueId,
  adminAuth,
  adminBucket,
  adminDb,
  eventually,
  pngFile,
  nameProfilePicture,
} from '@queryhub/testkit';

const IMAGE_FOLDERS = ["User's_Profile_Picture", "Question's_Screenshot", "Answer's_Screenshot"];

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

let leaver: SignedInUser;
let other: SignedInUser;
/** Another tab of the leaver, signed in before the deletion and never signed out. */
let survivor: ClientSession;
const categoryId = uniqueId('leaver-cat');
const questionId = uniqueId('leaver-q');
const answerId = uniqueId('leaver-a');
const otherQuestionId = uniqueId('other-q');
const contactComment = `Please call me back ${uniqueId('contact')}`;
const visitorComment = `Sent before I signed up ${uniqueId('contact')}`;

beforeAll(async () => {
  leaver = await createSignedInUser({ prefix: 'leaver', displayName: 'Leaving Lucy' });
  other = await createSignedInUser({ prefix: 'leaver-neighbour', displayName: 'Staying Sam' });
  const { db, storage } = leaver.session;
  const category = { id: categoryId, subject: 'Leaving soon' };

  await setDoc(doc(db, COLLECTIONS.presence, leaver.uid), {
    state: 'online',
    at: serverTimestamp(),
  });

  // As the web app: the profile names the picture (counted in its quota), then it is uploaded.
  const picturePath = `User's_Profile_Picture/${leaver.uid}/${uniqueId('me')}`;
  await nameProfilePicture(leaver.session, picturePath);
  await uploadBytes(ref(storage, picturePath), new Uint8Array((await pngFile()).buffer), {
    contentType: 'image/png',
  });

  await createPostAs(
    leaver.session,
    COLLECTIONS.categories,
    categoryId,
    categoryFields(leaver, categoryId, category.subject),
  );
  const screenshotPath = `Question's_Screenshot/${leaver.uid}/${questionId}`;
  await createPostAs(
    leaver.session,
    COLLECTIONS.questions,
    questionId,
    questionFields(leaver, questionId, category, 'Who keeps my data?', screenshotPath),
  );
  await uploadBytes(ref(storage, screenshotPath), new Uint8Array((await pngFile()).buffer), {
    contentType: 'image/png',
  });

  await createPostAs(
    other.session,
    COLLECTIONS.questions,
    otherQuestionId,
    questionFields(other, otherQuestionId, category, 'A question by someone who stays'),
  );
  await createPostAs(
    leaver.session,
    COLLECTIONS.answers,
    answerId,
    answerFields(
      leaver,
      answerId,
      { id: otherQuestionId, text: 'A question by someone who stays', categoryId },
      'My answer stays, my name goes',
    ),
  );
  await callFunction(leaver.session.app, 'sendContactMessage', {
    Name: 'Lucy',
    EMail: leaver.email,
    Comment: contactComment,
  });
  // The same person, signed out, with the e-mail in capitals.
  const visitor = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, uniqueId('v'));
  await callFunction(visitor, 'sendContactMessage', {
    Name: 'Lucy',
    EMail: leaver.email.toUpperCase(),
    Comment: visitorComment,
  });
  await deleteApp(visitor);
  // Lucy proved she owns her address, so her signed-out messages are hers to erase.
  await adminAuth().updateUser(leaver.uid, { emailVerified: true });
  survivor = await signInAgain(leaver, uniqueId('survivor'));

  // Let the triggers finish (names, counters, image variants, status) before deleting.
  await eventually(async () => {
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
  const [files] = await adminBucket().getFiles({ prefix: `User's_Profile_Picture/${leaver.uid}/` });
  expect(files.length).toBeGreaterThan(0);

  await deleteUser(leaver.session.auth.currentUser!);
});

afterAll(async () => {
  await survivor?.close();
  await leaver?.session.close();
  await other?.session.close();
});

describe('after deleteUser', () => {
  it('the Auth account is gone', async () => {
    await expect(adminAuth().getUser(leaver.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
  });

  it('the profile record and presence are deleted', async () => {
    await eventually(
      async () => !(await adminDb().doc(`${COLLECTIONS.users}/${leaver.uid}`).get()).exists,
      'the profile to be deleted',
    );
    await eventually(
      async () => !(await adminDb().doc(`${COLLECTIONS.presence}/${leaver.uid}`).get()).exists,
      'presence to be deleted',
    );
    await eventually(
      async () => !(await adminDb().doc(docPath('profilePictureQuota', leaver.uid)).get()).exists,
      'the picture quota to be deleted',
    );
  });

  it('every uploaded file and variant is deleted', async () => {
    await eventually(async () => {
      for (const folder of IMAGE_FOLDERS) {
        const [files] = await adminBucket().getFiles({ prefix: `${folder}/${leaver.uid}/` });
        if (files.length > 0) return false;
      }
      return true;
    }, 'the files to be deleted');
  });

  it('questions and answers remain, anonymised', async () => {
    await eventually(
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
    await eventually(async () => {
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
    await eventually(
      async () => (await adminDb().doc(docPath('deletedAccounts', leaver.uid)).get()).exists,
      'the tombstone',
    );
    const db = survivor.db;
    const id = uniqueId('after');
    const writes = {
      profile: () =>
        createProfile(
          { app: survivor.app, db, uid: leaver.uid },
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
          questionFields(leaver, id, { id: categoryId, subject: 'Leaving soon' }, 'Still here?'),
        ),
      answer: () =>
        createPostAs(
          { db, uid: leaver.uid },
          COLLECTIONS.answers,
          id,
          answerFields(
            leaver,
            id,
            { id: otherQuestionId, text: 'A question by someone who stays', categoryId },
            'Still answering',
          ),
        ),
      contact: () =>
        callFunction(survivor.app, 'sendContactMessage', {
          Name: 'L',
          EMail: leaver.email,
          Comment: 'hi',
        }),
    };
    const codes: Record<string, string> = {};
    for (const [what, write] of Object.entries(writes)) codes[what] = await errorCodeOf(write());
    expect(codes).toEqual({
      profile: 'functions/permission-denied',
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
    await eventually(
      async () => (await documentsMentioning(needles)).length === 0,
      'every mention to go',
    ).catch(() => undefined);
    expect(await documentsMentioning(needles)).toEqual([]);
  });
});
