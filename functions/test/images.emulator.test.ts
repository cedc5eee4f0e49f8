import { COLLECTIONS, newAnswer, newQuestion } from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { downloadUrl } from '../src/images/download-url';
import { MAX_IMAGE_BYTES } from '../src/images/validate-image';
import {
  BUCKET,
  bucket,
  createUserDoc,
  db,
  eventually,
  uniqueId,
  waitForDoc,
} from './emulator-helpers';
import { GPS_IFD_TAG, jpegWithGpsExif, noisyPng, pngHeaderOnText } from './fixtures';

const uid = uniqueId('uploader');
const IMAGE_WAIT_MS = 25_000;

/** The download URL a client gets for an upload (the emulator honours metadata tokens). */
async function upload(name: string, data: Buffer, contentType = 'image/png'): Promise<string> {
  const token = randomUUID();
  await bucket()
    .file(name)
    .save(data, {
      resumable: false,
      contentType,
      metadata: { metadata: { firebaseStorageDownloadTokens: token } },
    });
  return downloadUrl(BUCKET, name, token, process.env.FIREBASE_STORAGE_EMULATOR_HOST);
}

async function exists(name: string): Promise<boolean> {
  const [found] = await bucket().file(name).exists();
  return found;
}

function questionDoc(id: string, url: string) {
  return newQuestion(
    {
      id,
      question: 'What is on this screenshot?',
      category: { id: 'cat-images', subject: 'Images' },
      uid,
      screenshotUrl: url,
    },
    FieldValue.serverTimestamp(),
  );
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

beforeAll(async () => {
  await createUserDoc(uid, 'Linus');
});

describe('image pipeline', () => {
  it('uses the emulator’s default bucket', () => {
    expect(bucket().name).toBe('demo-queryhub.appspot.com');
  });

  it('turns a large PNG on an existing question into WebP variants and deletes the original', async () => {
    const id = uniqueId('q');
    const name = `Question's_Screenshot/${uid}/${id}`;
    const url = downloadUrl(
      BUCKET,
      name,
      'client-token',
      process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    );
    const ref = db().collection(COLLECTIONS.questions).doc(id);
    await ref.set(questionDoc(id, url));
    await upload(name, await noisyPng(3000, 2000));

    const data = await waitForDoc(ref, (d) => d?.ScreenShot !== undefined, IMAGE_WAIT_MS);
    expect(data?.ScreenShot).toMatchObject({ width: 1600, height: 1067 });
    const large = await sharp(await fetchBytes(data?.ScreenShot.large)).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 1067]);
    const thumb = await sharp(await fetchBytes(data?.ScreenShot.thumb)).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 267]);

    const [meta] = await bucket().file(`${name}@1600.webp`).getMetadata();
    expect(meta.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(meta.metadata?.variantOf).toBe(name);
    await eventually(async () => !(await exists(name)));
    // The variants were not processed again (no variant of a variant).
    expect(await exists(`${name}@1600.webp@1600.webp`)).toBe(false);
  });

  it('strips GPS EXIF from a JPEG and turns it upright, when the upload comes before the post', async () => {
    const id = uniqueId('a');
    const name = `Answer's_Screenshot/${uid}/${id}`;
    const input = await jpegWithGpsExif();
    expect((await sharp(input).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);
    const url = await upload(name, input, 'image/jpeg');
    await waitForDoc(
      db().collection(COLLECTIONS.pendingImages).doc(encodeURIComponent(name)),
      (d) => d !== undefined,
      IMAGE_WAIT_MS,
    );

    const ref = db().collection(COLLECTIONS.answers).doc(id);
    await ref.set(
      newAnswer(
        {
          id,
          answer: 'See the picture',
          question: { id: 'missing-question', question: 'q', catId: 'c' },
          uid,
          screenshotUrl: url,
        },
        FieldValue.serverTimestamp(),
      ),
    );
    const data = await waitForDoc(ref, (d) => d?.ScreenShot !== undefined, IMAGE_WAIT_MS);
    for (const variant of [data?.ScreenShot.large, data?.ScreenShot.thumb]) {
      const metadata = await sharp(await fetchBytes(variant)).metadata();
      expect(metadata.exif).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([200, 300]);
    }
    expect(
      (await db().collection(COLLECTIONS.pendingImages).doc(encodeURIComponent(name)).get()).exists,
    ).toBe(false);
    expect(await exists(name)).toBe(false);
  });

  it('deletes a text file with a PNG header and clears and marks the question', async () => {
    const id = uniqueId('q');
    const name = `Question's_Screenshot/${uid}/${id}`;
    const url = await upload(name, pngHeaderOnText());
    const ref = db().collection(COLLECTIONS.questions).doc(id);
    await ref.set(questionDoc(id, url));
    const data = await waitForDoc(ref, (d) => d?.ScreenShotRejected !== undefined, IMAGE_WAIT_MS);
    expect(data?.ScreenShotRejected).toBe('File Format Not Supported');
    expect(data?.QuestionScreenShot).toBe('');
    expect(data?.ScreenShot).toBeUndefined();
    await eventually(async () => !(await exists(name)));
    expect(await exists(`${name}@1600.webp`)).toBe(false);
  });

  it('refuses 10 MB + 1 byte', async () => {
    const id = uniqueId('q');
    const name = `Question's_Screenshot/${uid}/${id}`;
    const png = await noisyPng(8, 8);
    const oversized = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]);
    expect(oversized.length).toBe(MAX_IMAGE_BYTES + 1);
    const url = downloadUrl(BUCKET, name, 't', process.env.FIREBASE_STORAGE_EMULATOR_HOST);
    const ref = db().collection(COLLECTIONS.questions).doc(id);
    await ref.set(questionDoc(id, url));
    await upload(name, oversized);
    const data = await waitForDoc(ref, (d) => d?.ScreenShotRejected !== undefined, IMAGE_WAIT_MS);
    expect(data?.ScreenShotRejected).toBe('File Size Should Be Less Than 10 MB');
    expect(data?.QuestionScreenShot).toBe('');
    await eventually(async () => !(await exists(name)));
  });

  it('replaces a profile picture and deletes the older one', async () => {
    const user = db().collection(COLLECTIONS.users).doc(uid);
    const first = `User's_Profile_Picture/${uid}/${uniqueId('p')}`;
    const firstUrl = await upload(first, await noisyPng(900, 900));
    await user.update({ photoURL: firstUrl });
    const withFirst = await waitForDoc(user, (d) => d?.Photo !== undefined, IMAGE_WAIT_MS);
    expect(withFirst?.Photo.large).toContain(encodeURIComponent(`${first}@1600.webp`));
    expect(withFirst?.Photo).toMatchObject({ width: 900, height: 900 });

    const second = `User's_Profile_Picture/${uid}/${uniqueId('p')}`;
    const secondUrl = await upload(second, await noisyPng(500, 300));
    await user.update({ photoURL: secondUrl });
    const withSecond = await waitForDoc(
      user,
      (d) =>
        typeof d?.Photo?.large === 'string' && d.Photo.large.includes(encodeURIComponent(second)),
      IMAGE_WAIT_MS,
    );
    expect(withSecond?.Photo).toMatchObject({ width: 500, height: 300 });
    await eventually(async () => {
      const [files] = await bucket().getFiles({ prefix: `User's_Profile_Picture/${uid}/` });
      return files.every((file) => file.name.startsWith(second));
    });
    expect(await exists(`${second}@400.webp`)).toBe(true);
  });
});
