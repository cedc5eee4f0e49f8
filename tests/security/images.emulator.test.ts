// Attacks on the image pipeline (3 foreign image URLs, 4 replaced screenshots, 5
// unlimited uploads, 6 pixel bombs, 10 exposed originals), through the real web SDK against
// the emulators, with the error codes production Firebase gives.
import { COLLECTIONS, docPath } from '@queryhub/model';

import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  type DocumentData,
} from 'firebase/firestore';
import {
  getBytes,
  getDownloadURL,
  ref,
  uploadBytes,
  type FirebaseStorage,
  type UploadMetadata,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET,
  categoryFields,
  clientApp,
  createPostAs,
  createSignedInUser,
  errorCodeOf,
  noisyPng,
  pixelBombPng,
  questionFields,
  type SignedInUser,
  uniqueId,
  adminDb,
  urlOf,
  waitForDoc,
  nameProfilePicture,
} from '@queryhub/testkit';

const DENIED = 'permission-denied';
const STORAGE_DENIED = 'storage/unauthorized';
const PNG: UploadMetadata = { contentType: 'image/png' };
/** Where processed variants live: this project's bucket on the Storage emulator. */
const OUR_BUCKET_URL = `${urlOf('storage')}/v0/b/${BUCKET}/o/`;

const category = { id: '', subject: 'Image attacks' };
let alice: SignedInUser;
let bob: SignedInUser;
let visitor: FirebaseStorage;

function waitForPost(
  id: string,
  ready: (data: DocumentData | undefined) => boolean,
): Promise<DocumentData | undefined> {
  return waitForDoc(adminDb().doc(docPath('questions', id)), ready);
}

/** Writes a question of `user` that names its screenshot, then returns the object's path. */
async function askWithScreenshot(user: SignedInUser, id = uniqueId('q')): Promise<string> {
  const path = `Question's_Screenshot/${user.uid}/${id}`;
  await createPostAs(user.session, COLLECTIONS.questions, id, {
    ...questionFields(user, id, category, 'What does this screenshot show?'),
    QuestionScreenShot: path,
  });
  return path;
}

const idOf = (path: string) => path.split('/')[2] ?? '';

beforeAll(async () => {
  alice = await createSignedInUser({ prefix: 'images-alice' });
  bob = await createSignedInUser({ prefix: 'images-bob' });
  visitor = clientApp(uniqueId('visitor')).storage;
  category.id = uniqueId('images-cat');
  await createPostAs(
    alice.session,
    COLLECTIONS.categories,
    category.id,
    categoryFields(alice, category.id, category.subject),
  );
});

afterAll(async () => {
  await alice?.session.close();
  await bob?.session.close();
});

describe('attack 3: images only from our own bucket', () => {
  const forged = (uid: string, id: string) => [
    `https://evil.example/pixel.gif?u=/o/Question's_Screenshot%2F${uid}%2F${id}`,
    `https://firebasestorage.googleapis.com/v0/b/other-project.appspot.com/o/Question's_Screenshot%2F${uid}%2F${id}?alt=media`,
    `${OUR_BUCKET_URL}Question's_Screenshot%2F${uid}%2F${id}?alt=media&token=t`,
    `https://evil.example/Question's_Screenshot/${uid}/${id}`,
  ];

  it('refuses a foreign host, another bucket and even our own URL in a screenshot field', async () => {
    for (let which = 0; which < forged('', '').length; which += 1) {
      const id = uniqueId('q');
      const data = {
        ...questionFields(alice, id, category, 'Forged'),
        QuestionScreenShot: forged(alice.uid, id)[which],
      };
      // Stamped as the web app posts, so only the screenshot field refuses it.
      const write = createPostAs(alice.session, COLLECTIONS.questions, id, data);
      expect(await errorCodeOf(write)).toBe(DENIED);
    }
  });

  it('refuses them as a profile picture', async () => {
    for (const value of forged(alice.uid, 'avatar')) {
      expect(await errorCodeOf(nameProfilePicture(alice.session, value))).toBe(DENIED);
    }
  });

  it('shows processed variants from our bucket only', async () => {
    const path = await askWithScreenshot(alice);
    await uploadBytes(ref(alice.session.storage, path), await noisyPng(320, 200), PNG);
    const data = await waitForPost(idOf(path), (d) => d?.ScreenShot !== undefined);
    for (const url of [data?.ScreenShot.large, data?.ScreenShot.thumb]) {
      expect(String(url).startsWith(OUR_BUCKET_URL)).toBe(true);
      expect((await fetch(String(url))).status).toBe(200);
    }
  });
});

describe('attack 4 and 5: uploads are create-only, one per document that names them', () => {
  it('refuses a second upload to a screenshot path, before and after processing', async () => {
    const path = await askWithScreenshot(alice);
    const file = ref(alice.session.storage, path);
    await uploadBytes(file, await noisyPng(300, 200), PNG);
    expect(await errorCodeOf(uploadBytes(file, await noisyPng(64, 64), PNG))).toBe(STORAGE_DENIED);
    const first = await waitForPost(idOf(path), (d) => d?.ScreenShot !== undefined);
    expect(await errorCodeOf(uploadBytes(file, await noisyPng(64, 64), PNG))).toBe(STORAGE_DENIED);
    const after = (
      await adminDb()
        .doc(docPath('questions', idOf(path)))
        .get()
    ).data();
    expect(after?.ScreenShot).toEqual(first?.ScreenShot);
  });

  it('refuses an upload no document names, or one that names another user', async () => {
    const unnamed = `Question's_Screenshot/${alice.uid}/${uniqueId('q')}`;
    expect(
      await errorCodeOf(uploadBytes(ref(alice.session.storage, unnamed), new Uint8Array(8), PNG)),
    ).toBe(STORAGE_DENIED);
    const bobs = await askWithScreenshot(bob);
    const intoBobs = ref(alice.session.storage, bobs);
    expect(await errorCodeOf(uploadBytes(intoBobs, new Uint8Array(8), PNG))).toBe(STORAGE_DENIED);
  });

  it('counts new profile pictures: the eleventh within an hour is refused', async () => {
    const user = await createSignedInUser({ prefix: uniqueId('images-pictures') });
    const { db } = user.session;
    const quotaRef = doc(db, COLLECTIONS.profilePictureQuota, user.uid);
    const changePicture = () =>
      runTransaction(db, async (transaction) => {
        const quota = (await transaction.get(quotaRef)).data();
        transaction.set(
          quotaRef,
          quota
            ? { windowStart: quota.windowStart, count: quota.count + 1, at: serverTimestamp() }
            : { windowStart: serverTimestamp(), count: 1, at: serverTimestamp() },
        );
        transaction.update(doc(db, COLLECTIONS.users, user.uid), {
          photoURL: `User's_Profile_Picture/${user.uid}/${uniqueId('p')}`,
        });
      });
    for (let picture = 1; picture <= 10; picture += 1) {
      expect(await errorCodeOf(changePicture())).toBe('succeeded');
    }
    expect(await errorCodeOf(changePicture())).toBe(DENIED);
    expect((await getDoc(quotaRef)).data()?.count).toBe(10);
    await user.session.close();
  });
});

describe('attack 6: a pixel bomb is refused cheaply', () => {
  it('rejects a 1 MB PNG declaring 16000 × 16000 with a clear reason', async () => {
    const path = await askWithScreenshot(alice);
    const bomb = pixelBombPng();
    expect(bomb.length).toBeGreaterThan(900_000);
    await uploadBytes(ref(alice.session.storage, path), bomb, PNG);
    const data = await waitForPost(idOf(path), (d) => d?.ScreenShotRejected !== undefined);
    expect(data?.ScreenShotRejected).toBe('Image Should Be At Most 40 Megapixels');
    expect(data?.ScreenShot).toBeUndefined();
    expect(data?.QuestionScreenShot).toBe('');
  });
});

describe('attack 10: originals are never publicly readable', () => {
  it('refuses to serve an original to anyone, its uploader included, even before processing', async () => {
    const path = await askWithScreenshot(alice);
    await uploadBytes(ref(alice.session.storage, path), await noisyPng(200, 200), PNG);
    expect(await errorCodeOf(getBytes(ref(visitor, path)))).toBe(STORAGE_DENIED);
    expect(await errorCodeOf(getBytes(ref(alice.session.storage, path)))).toBe(STORAGE_DENIED);
    expect(await errorCodeOf(getDownloadURL(ref(bob.session.storage, path)))).toBe(STORAGE_DENIED);
    const data = await waitForPost(idOf(path), (d) => d?.ScreenShot !== undefined);
    expect(await errorCodeOf(getBytes(ref(visitor, `${path}@400.webp`)))).toBe('succeeded');
    expect(data?.ScreenShot.original).toBe(path);
  });
});
