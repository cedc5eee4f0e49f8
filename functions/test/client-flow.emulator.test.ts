// The real client path, through the security rules: sign up, register the profile, post a
// question that names its screenshot, upload it, and watch the functions complete it.
import { COLLECTIONS, docPath, newUserRecord } from '@queryhub/model';
import { deleteApp } from 'firebase/app';
import { createUserWithEmailAndPassword } from 'firebase/auth';
import { serverTimestamp } from 'firebase/firestore';
import { ref, uploadBytes } from 'firebase/storage';
import { afterAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  categoryFields,
  clientApp,
  createProfile,
  createStampedPost,
  noisyPng,
  questionFields,
  uniqueEmail,
  uniqueId,
  waitForDoc,
  type ClientSession,
  nameProfilePicture,
} from '@queryhub/testkit';

const sessions: ClientSession[] = [];

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
});

/** Signs up through the web SDK (not the Admin SDK), then writes the profile as the app does. */
async function signUpClient(displayName: string): Promise<ClientSession> {
  const email = uniqueEmail('client-flow');
  const client = clientApp(uniqueId('client-flow'));
  const { user } = await createUserWithEmailAndPassword(client.auth, email, 'client-password');
  const session = { ...client, uid: user.uid, close: () => deleteApp(client.app) };
  sessions.push(session);
  await createProfile(
    session,
    newUserRecord({ uid: user.uid, displayName, email }, serverTimestamp()),
  );
  return session;
}

describe('a signed-in client posting a question with a screenshot', () => {
  it('ends with keywords, its name, the counter and the screenshot variants', async () => {
    const user = await signUpClient('Client Poster');
    const category = { id: uniqueId('cat'), subject: 'Client flow' };
    await createStampedPost(
      user,
      COLLECTIONS.categories,
      category.id,
      categoryFields(user, category.id, category.subject),
    );

    const questionId = uniqueId('q');
    const path = `Question's_Screenshot/${user.uid}/${questionId}`;
    await createStampedPost(
      user,
      COLLECTIONS.questions,
      questionId,
      questionFields(user, questionId, category, 'Why does my snapshot listener fire twice?', path),
    );
    const upload = ref(user.storage, path);
    await uploadBytes(upload, await noisyPng(1800, 1200), { contentType: 'image/png' });

    const done = await waitForDoc(
      adminDb().doc(docPath('questions', questionId)),
      (d) => Array.isArray(d?.Keywords) && d?.ScreenShot !== undefined && d?.UserName !== undefined,
    );
    expect(done).toMatchObject({ UserName: 'Client Poster', AnswerCount: 0 });
    expect(done?.Keywords).toEqual(expect.arrayContaining(['snapshot', 'listener', 'snap']));
    expect(done?.ScreenShot).toMatchObject({ width: 1600, height: 1067 });
    expect((await fetch(done?.ScreenShot.thumb as string)).status).toBe(200);

    const profile = await waitForDoc(
      adminDb().doc(docPath('users', user.uid)),
      (d) => d?.NoOfQuestionAsked === 1,
    );
    expect(profile?.displayName).toBe('Client Poster');
    const stored = (await adminDb().doc(docPath('categories', category.id)).get()).data();
    expect(stored?.UserName).toBe('Client Poster');
  });

  it('cannot upload a screenshot before its post names it', async () => {
    const user = await signUpClient('Early Uploader');
    const upload = ref(user.storage, `Question's_Screenshot/${user.uid}/${uniqueId('q')}`);
    await expect(
      uploadBytes(upload, await noisyPng(64, 64), { contentType: 'image/png' }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});

describe('a signed-in client changing the profile picture', () => {
  it('names the picture and counts it in one batch, uploads it, and gets its variants', async () => {
    const user = await signUpClient('Picture Changer');
    const path = `User's_Profile_Picture/${user.uid}/${uniqueId('p')}`;
    await nameProfilePicture(user, path);
    await uploadBytes(ref(user.storage, path), await noisyPng(500, 500), {
      contentType: 'image/png',
    });

    const done = await waitForDoc(
      adminDb().doc(docPath('users', user.uid)),
      (d) => d?.Photo !== undefined,
    );
    expect(done?.Photo).toMatchObject({ width: 500, height: 500, original: path });
    expect(done?.photoURL).toBe(path);
    expect((await fetch(done?.Photo.thumb as string)).status).toBe(200);
  });
});
