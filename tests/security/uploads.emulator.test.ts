// One upload per document, atomically. Concurrent uploads to the one object
// a new question awaits may each be stored (the rules see no object yet), but only the first to
// finalize is processed and published (UploadClaims); the others are deleted unprocessed. And
// suspended or deleted accounts upload nothing (storage/unauthorized, as production says).
import { createHash } from 'node:crypto';
import { COLLECTIONS, docPath } from '@queryhub/model';
import { ref, uploadBytes, type UploadMetadata } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminBucket,
  adminDb,
  categoryFields,
  createPostAs,
  createSignedInUser,
  errorCodeOf,
  eventually,
  noisyPng,
  questionFields,
  uniqueId,
  type SignedInUser,
} from '@queryhub/testkit';

const STORAGE_DENIED = 'storage/unauthorized';
const PNG: UploadMetadata = { contentType: 'image/png' };
const category = { id: '', subject: 'Upload races' };
let alice: SignedInUser;

async function askWithScreenshot(user: SignedInUser): Promise<{ id: string; path: string }> {
  const id = uniqueId('q');
  const path = `Question's_Screenshot/${user.uid}/${id}`;
  await createPostAs(user.session, COLLECTIONS.questions, id, {
    ...questionFields(user, id, category, 'What does this screenshot show?'),
    QuestionScreenShot: path,
  });
  return { id, path };
}

beforeAll(async () => {
  alice = await createSignedInUser({ prefix: 'uploads-alice' });
  category.id = uniqueId('uploads-cat');
  await createPostAs(
    alice.session,
    COLLECTIONS.categories,
    category.id,
    categoryFields(alice, category.id, category.subject),
  );
});

afterAll(async () => {
  await alice?.session.close();
});

describe('attack 7: the upload race', () => {
  it('of 8 concurrent uploads to one awaited object, one is published and no original stays', async () => {
    const { id, path } = await askWithScreenshot(alice);
    // A refused or conflicting upload is not retried for minutes: the outcome is what counts.
    alice.session.storage.maxUploadRetryTime = 5_000;
    alice.session.storage.maxOperationRetryTime = 5_000;
    const images = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => noisyPng(40 + n, 40)));
    const codes = await Promise.all(
      images.map((bytes) => errorCodeOf(uploadBytes(ref(alice.session.storage, path), bytes, PNG))),
    );
    expect(codes).toContain('succeeded');
    const post = adminDb().doc(docPath('questions', id));
    await eventually(async () => (await post.get()).get('ScreenShot') !== undefined, 'the image');
    // Exactly one upload claimed the document; every original is gone, only its variants stay.
    const created = (await post.get()).createTime!;
    const claimId = createHash('sha256').update(`${path}#${created.toMillis()}`).digest('hex');
    const claim = await adminDb().doc(docPath('uploadClaims', claimId)).get();
    expect(claim.get('generation')).toEqual(expect.any(String));
    await eventually(async () => {
      const [files] = await adminBucket().getFiles({ prefix: path });
      return files.every((file) => file.name !== path);
    }, 'every original to be deleted');
    const [files] = await adminBucket().getFiles({ prefix: path });
    expect(files.map((file) => file.name).sort()).toEqual([
      `${path}@1600.webp`,
      `${path}@400.webp`,
    ]);
    expect(String((await post.get()).get('ScreenShot')?.large)).toContain(
      encodeURIComponent(`${path}@1600.webp`),
    );
  });
});

describe('suspended and deleted accounts upload nothing', () => {
  it('refuses an upload from a suspended account, and from a deleted one', async () => {
    for (const tombstone of ['suspended', 'deletedAccounts'] as const) {
      const user = await createSignedInUser({ prefix: `uploads-${tombstone}` });
      try {
        const { path } = await askWithScreenshot(user);
        await adminDb().doc(docPath(tombstone, user.uid)).set({ at: new Date() });
        expect(
          await errorCodeOf(
            uploadBytes(ref(user.session.storage, path), await noisyPng(32, 32), PNG),
          ),
        ).toBe(STORAGE_DENIED);
      } finally {
        await user.session.close();
      }
    }
  });
});
