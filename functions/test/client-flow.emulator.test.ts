// The real client path, through the security rules: sign in, register the profile, upload a
// screenshot, post a question that references it, and watch the functions complete it.
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
import {
  connectStorageEmulator,
  getDownloadURL,
  getMetadata,
  getStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
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

async function untilDeleted(upload: ReturnType<typeof ref>): Promise<void> {
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    try {
      await getMetadata(upload);
    } catch (error) {
      if ((error as { code?: string }).code === 'storage/object-not-found') return;
      throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${upload.fullPath} was never processed`);
}

/** The URL that names an upload without a download token (the web app's uploadedObjectUrl). */
function objectUrl(path: string): string {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  return `http://${host}/v0/b/${encodeURIComponent(BUCKET)}/o/${encodeURIComponent(path)}?alt=media`;
}

/** As the web app does: the download URL, or, when the image function was faster, the object's URL. */
async function uploadedUrl(upload: ReturnType<typeof ref>): Promise<string> {
  try {
    return await getDownloadURL(upload);
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
    return objectUrl(upload.fullPath);
  }
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
    const upload = ref(getStorage(client), `Question's_Screenshot/${user.uid}/${questionId}`);
    await uploadBytes(upload, await noisyPng(1800, 1200), { contentType: 'image/png' });
    const url = await uploadedUrl(upload);

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
          screenshotUrl: url,
        },
        serverTimestamp(),
      ),
    );

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

  // The web app's fallback (uploadedObjectUrl in web/src/features/images/api/upload-image.ts):
  // when the image function deleted the original before getDownloadURL ran, the post records
  // the object by a tokenless URL, and the function still attaches the variants.
  it('attaches the variants when the post names an upload already processed', async () => {
    const user = await signUpClient('Late Poster');
    const categoryId = uniqueId('cat');
    await createPost(
      user.uid,
      COLLECTIONS.categories,
      categoryId,
      newCategory({ id: categoryId, subject: 'Late uploads', uid: user.uid }, serverTimestamp()),
    );
    const questionId = uniqueId('q');
    const path = `Question's_Screenshot/${user.uid}/${questionId}`;
    const upload = ref(getStorage(client), path);
    await uploadBytes(upload, await noisyPng(640, 480), { contentType: 'image/png' });
    await untilDeleted(upload);
    await expect(getDownloadURL(upload)).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });

    const lateUrl = objectUrl(path);
    const question = doc(getFirestore(client), COLLECTIONS.questions, questionId);
    await createPost(
      user.uid,
      COLLECTIONS.questions,
      questionId,
      newQuestion(
        {
          id: questionId,
          question: 'Late screenshot',
          category: { id: categoryId, subject: 'Late uploads' },
          uid: user.uid,
          screenshotUrl: lateUrl,
        },
        serverTimestamp(),
      ),
    );

    const done = await watch(question, (d) => d?.ScreenShot !== undefined);
    expect(done?.ScreenShot).toMatchObject({ width: 640, height: 480 });
    expect(done?.QuestionScreenShot).toBe(lateUrl);
    expect((await fetch(done?.ScreenShot.thumb as string)).status).toBe(200);
  });
});
