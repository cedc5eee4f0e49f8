// The real client path, through the security rules: sign in, register the profile, post a
// question that names its screenshot, upload it, and watch the functions complete it.
import {
  COLLECTIONS,
  newUserRecord,
  newCategory,
  newQuestion,
  usernameClaimId,
} from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  onSnapshot,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type DocumentReference,
} from 'firebase/firestore';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUCKET, PROJECT_ID, db, uniqueId } from './emulator-helpers';
import { noisyPng } from './fixtures';

let client: FirebaseApp;

function hostAndPort(variable: string): [string, number] {
  const [host = '127.0.0.1', port = '0'] = (process.env[variable] ?? '').split(':');
  return [host, Number(port)];
}

function watch(
  reference: DocumentReference,
  ready: (data: DocumentData | undefined) => boolean,
): Promise<DocumentData | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Timed out waiting for ${reference.path}`));
    }, 25_000);
    const unsubscribe = onSnapshot(
      reference,
      (snapshot) => {
        if (!ready(snapshot.data())) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(snapshot.data());
      },
      reject,
    );
  });
}

beforeAll(() => {
  client = initializeApp(
    { apiKey: 'demo-key', projectId: PROJECT_ID, storageBucket: BUCKET },
    uniqueId('client-flow'),
  );
  connectAuthEmulator(getAuth(client), `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, {
    disableWarnings: true,
  });
  connectFirestoreEmulator(getFirestore(client), ...hostAndPort('FIRESTORE_EMULATOR_HOST'));
  connectStorageEmulator(getStorage(client), ...hostAndPort('FIREBASE_STORAGE_EMULATOR_HOST'));
});

afterAll(async () => {
  await deleteApp(client);
});

/** A post and the author's rate stamp in one batch, as the web app writes them (RateLimits). */
async function createPost(
  uid: string,
  collection: (typeof COLLECTIONS)['categories' | 'questions'],
  id: string,
  data: object,
) {
  const firestore = getFirestore(client);
  const batch = writeBatch(firestore);
  batch.set(
    doc(firestore, COLLECTIONS.rateLimits, uid),
    { [collection]: { at: serverTimestamp(), id } },
    { merge: true },
  );
  batch.set(doc(firestore, collection, id), data);
  await batch.commit();
}

async function signUpClient(displayName: string) {
  const email = `${randomUUID()}@example.com`;
  const { user } = await createUserWithEmailAndPassword(getAuth(client), email, 'client-password');
  // The profile and the claim of its name in one batch, as the register page writes them.
  const firestore = getFirestore(client);
  const batch = writeBatch(firestore);
  batch.set(
    doc(firestore, COLLECTIONS.users, user.uid),
    newUserRecord({ uid: user.uid, displayName, email }, serverTimestamp()),
  );
  batch.set(doc(firestore, COLLECTIONS.userNames, await usernameClaimId(displayName)), {
    uid: user.uid,
  });
  await batch.commit();
  return user;
}

describe('a signed-in client posting a question with a screenshot', () => {
  it('ends with keywords, its name, the counter and the screenshot variants', async () => {
    const user = await signUpClient('Client Poster');
    const firestore = getFirestore(client);
    const categoryId = uniqueId('cat');
    await createPost(
      user.uid,
      COLLECTIONS.categories,
      categoryId,
      newCategory({ id: categoryId, subject: 'Client flow', uid: user.uid }, serverTimestamp()),
    );

    const questionId = uniqueId('q');
    const path = `Question's_Screenshot/${user.uid}/${questionId}`;
    const question = doc(firestore, COLLECTIONS.questions, questionId);
    await createPost(
      user.uid,
      COLLECTIONS.questions,
      questionId,
      newQuestion(
        {
          id: questionId,
          question: 'Why does my snapshot listener fire twice?',
          category: { id: categoryId, subject: 'Client flow' },
          uid: user.uid,
          screenshotUrl: path,
        },
        serverTimestamp(),
      ),
    );
    const upload = ref(getStorage(client), path);
    await uploadBytes(upload, await noisyPng(1800, 1200), { contentType: 'image/png' });

    const done = await watch(
      question,
      (d) => Array.isArray(d?.Keywords) && d?.ScreenShot !== undefined && d?.UserName !== undefined,
    );
    expect(done).toMatchObject({ UserName: 'Client Poster', AnswerCount: 0 });
    expect(done?.Keywords).toEqual(expect.arrayContaining(['snapshot', 'listener', 'snap']));
    expect(done?.ScreenShot).toMatchObject({ width: 1600, height: 1067 });
    expect((await fetch(done?.ScreenShot.thumb as string)).status).toBe(200);

    const profile = await watch(
      doc(firestore, COLLECTIONS.users, user.uid),
      (d) => d?.NoOfQuestionAsked === 1,
    );
    expect(profile?.displayName).toBe('Client Poster');
    const category = (await db().collection(COLLECTIONS.categories).doc(categoryId).get()).data();
    expect(category?.UserName).toBe('Client Poster');
  });

  it('cannot upload a screenshot before its post names it', async () => {
    const user = await signUpClient('Early Uploader');
    const upload = ref(getStorage(client), `Question's_Screenshot/${user.uid}/${uniqueId('q')}`);
    await expect(
      uploadBytes(upload, await noisyPng(64, 64), { contentType: 'image/png' }),
    ).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });
});

describe('a signed-in client changing the profile picture', () => {
  it('names the picture and counts it in one batch, uploads it, and gets its variants', async () => {
    const user = await signUpClient('Picture Changer');
    const firestore = getFirestore(client);
    const path = `User's_Profile_Picture/${user.uid}/${uniqueId('p')}`;
    const batch = writeBatch(firestore);
    batch.update(doc(firestore, 'Users', user.uid), { photoURL: path });
    batch.set(doc(firestore, COLLECTIONS.profilePictureQuota, user.uid), {
      windowStart: serverTimestamp(),
      count: 1,
      at: serverTimestamp(),
    });
    await batch.commit();
    await uploadBytes(ref(getStorage(client), path), await noisyPng(500, 500), {
      contentType: 'image/png',
    });

    const done = await watch(doc(firestore, 'Users', user.uid), (d) => d?.Photo !== undefined);
    expect(done?.Photo).toMatchObject({ width: 500, height: 500, original: path });
    expect(done?.photoURL).toBe(path);
    expect((await fetch(done?.Photo.thumb as string)).status).toBe(200);
  });
});
