import { COLLECTIONS, IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUCKET,
  GPS_IFD_TAG,
  adminBucket,
  adminDb,
  eventually,
  jpegWithGpsExif,
  noisyPng,
  pixelBombPng,
  pngHeaderOnText,
  uniqueId,
  waitForDoc,
  writeUserRecord,
  writeAnswer,
} from '@queryhub/testkit';
import { settledWrite } from './settled-write';

const uid = uniqueId('uploader');

/** Uploads an original as a client would (after its document names it). */
async function upload(name: string, data: Buffer, contentType = 'image/png'): Promise<void> {
  await adminBucket()
    .file(name)
    .save(data, {
      resumable: false,
      contentType,
      metadata: { metadata: { firebaseStorageDownloadTokens: randomUUID() } },
    });
}

async function exists(name: string): Promise<boolean> {
  const [found] = await adminBucket().file(name).exists();
  return found;
}

function questionDoc(id: string, objectName: string) {
  return {
    id,
    Question: 'What is on this screenshot?',
    Category: 'Images',
    CatID: 'cat-images',
    uid,
    date: FieldValue.serverTimestamp(),
    QuestionScreenShot: objectName,
  };
}

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

beforeAll(async () => {
  await writeUserRecord(uid, 'Linus');
});

describe('image pipeline', () => {
  it('uses the emulator’s default bucket', () => {
    expect(adminBucket().name).toBe('demo-queryhub.appspot.com');
  });

  it('turns a large PNG on an existing question into WebP variants and deletes the original', async () => {
    const id = uniqueId('q');
    const name = `Question's_Screenshot/${uid}/${id}`;
    const ref = adminDb().collection(COLLECTIONS.questions).doc(id);
    await ref.set(questionDoc(id, name));
    await upload(name, await noisyPng(3000, 2000));

    const data = await waitForDoc(ref, (d) => d?.ScreenShot !== undefined);
    expect(data?.ScreenShot).toMatchObject({ width: 1600, height: 1067, original: name });
    expect(data?.ScreenShot.large).toMatch(new RegExp(`^http://[^/]+/v0/b/${BUCKET}/o/`));
    const large = await sharp(await fetchBytes(data?.ScreenShot.large)).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1600, 1067]);
    const thumb = await sharp(await fetchBytes(data?.ScreenShot.thumb)).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 267]);

    const [meta] = await adminBucket().file(`${name}@1600.webp`).getMetadata();
    expect(meta.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(meta.metadata?.variantOf).toBe(name);
    await eventually(async () => !(await exists(name)));
    // The variants were not processed again (no variant of a variant).
    expect(await exists(`${name}@1600.webp@1600.webp`)).toBe(false);
  });

  it('strips GPS EXIF from a JPEG and turns it upright', async () => {
    const id = uniqueId('a');
    const name = `Answer's_Screenshot/${uid}/${id}`;
    const input = await jpegWithGpsExif();
    expect((await sharp(input).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true);
    const ref = adminDb().collection(COLLECTIONS.answers).doc(id);
    await writeAnswer(
      { uid },
      { id: 'missing-question', text: 'q', categoryId: 'c' },
      'See the picture',
      { id, screenshot: name },
    );
    await upload(name, input, 'image/jpeg');
    const data = await waitForDoc(ref, (d) => d?.ScreenShot !== undefined);
    for (const variant of [data?.ScreenShot.large, data?.ScreenShot.thumb]) {
      const metadata = await sharp(await fetchBytes(variant)).metadata();
      expect(metadata.exif).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([200, 300]);
    }
    await eventually(async () => !(await exists(name)));
  });

  it('deletes an upload that no document names, without processing it', async () => {
    const name = `Answer's_Screenshot/${uid}/${uniqueId('a')}`;
    await upload(name, await noisyPng(300, 200));
    await eventually(async () => !(await exists(name)));
    expect(await exists(`${name}@1600.webp`)).toBe(false);
  });

  it('never replaces a published screenshot: new bytes at its path are deleted unprocessed', async () => {
    const id = uniqueId('q');
    const name = `Question's_Screenshot/${uid}/${id}`;
    const ref = adminDb().collection(COLLECTIONS.questions).doc(id);
    await ref.set(questionDoc(id, name));
    await upload(name, await noisyPng(640, 480));
    const first = await waitForDoc(ref, (d) => d?.ScreenShot !== undefined);
    await eventually(async () => !(await exists(name)));

    await upload(name, await noisyPng(320, 100));
    await eventually(async () => !(await exists(name)));
    expect((await ref.get()).data()?.ScreenShot).toEqual(first?.ScreenShot);
    const large = await sharp(await fetchBytes(first?.ScreenShot.large)).metadata();
    expect([large.width, large.height]).toEqual([640, 480]);
  });

  it('refuses a pixel bomb (16000 × 16000 declared in 1 MB) with a reason', async () => {
    const id = uniqueId('q');
    const name = `Question's_Screenshot/${uid}/${id}`;
    const ref = adminDb().collection(COLLECTIONS.questions).doc(id);
    await ref.set(questionDoc(id, name));
    await upload(name, pixelBombPng());
    const data = await waitForDoc(ref, (d) => d?.ScreenShotRejected !== undefined);
    expect(data?.ScreenShotRejected).toBe(IMAGE_MESSAGES.tooManyPixels);
    expect(data?.QuestionScreenShot).toBe('');
    await eventually(async () => !(await exists(name)));
  });

  it('deletes a text file with a PNG header and clears and marks the question', async () => {
    const id = uniqueId('q');
    const name = `Question's_Screenshot/${uid}/${id}`;
    const ref = adminDb().collection(COLLECTIONS.questions).doc(id);
    await ref.set(questionDoc(id, name));
    await upload(name, pngHeaderOnText());
    const data = await waitForDoc(ref, (d) => d?.ScreenShotRejected !== undefined);
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
    const ref = adminDb().collection(COLLECTIONS.questions).doc(id);
    await ref.set(questionDoc(id, name));
    await upload(name, oversized);
    const data = await waitForDoc(ref, (d) => d?.ScreenShotRejected !== undefined);
    expect(data?.ScreenShotRejected).toBe('File Size Should Be Less Than 10 MB');
    expect(data?.QuestionScreenShot).toBe('');
    await eventually(async () => !(await exists(name)));
  });

  it('replaces a profile picture and deletes the older one', async () => {
    const user = adminDb().collection(COLLECTIONS.users).doc(uid);
    const first = `User's_Profile_Picture/${uid}/${uniqueId('p')}`;
    await settledWrite(() => user.update({ photoURL: first }));
    await upload(first, await noisyPng(900, 900));
    const withFirst = await waitForDoc(user, (d) => d?.Photo !== undefined);
    expect(withFirst?.Photo.large).toContain(encodeURIComponent(`${first}@1600.webp`));
    expect(withFirst?.Photo).toMatchObject({ width: 900, height: 900, original: first });

    const second = `User's_Profile_Picture/${uid}/${uniqueId('p')}`;
    await settledWrite(() => user.update({ photoURL: second }));
    await upload(second, await noisyPng(500, 300));
    const withSecond = await waitForDoc(
      user,
      (d) =>
        typeof d?.Photo?.large === 'string' && d.Photo.large.includes(encodeURIComponent(second)),
    );
    expect(withSecond?.Photo).toMatchObject({ width: 500, height: 300 });
    await eventually(async () => {
      const [files] = await adminBucket().getFiles({ prefix: `User's_Profile_Picture/${uid}/` });
      return files.every((file) => file.name.startsWith(second));
    });
    expect(await exists(`${second}@400.webp`)).toBe(true);
  });

  it('drops a picture the profile no longer names by the time it is processed', async () => {
    const user = adminDb().collection(COLLECTIONS.users).doc(uid);
    const before = (await user.get()).data()?.Photo;
    const stale = `User's_Profile_Picture/${uid}/${uniqueId('p')}`;
    await upload(stale, await noisyPng(300, 300));
    await eventually(async () => !(await exists(stale)));
    expect(await exists(`${stale}@1600.webp`)).toBe(false);
    expect((await user.get()).data()?.Photo).toEqual(before);
  });
});
