import { docPath } from '@queryhub/model';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  adminBucket,
  adminDb,
  BUCKET,
  configuredEmulators,
  waitForDoc,
  eventually,
  writeQuestion,
  writeUserRecord,
} from '@queryhub/testkit';

const category = { id: 'smoke-category', subject: 'Firebase' };

// Proves the stack is real: the official emulators run our functions and react to our writes.
describe('the emulator suite runs our Cloud Functions', () => {
  it('answers on the Firestore emulator the suite exported to this process', async () => {
    const { host, port } = configuredEmulators.firestore;
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe(`${host}:${port}`);
    const response = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`);
    expect(response.ok).toBe(true);
  });

  it('runs a v2 Firestore trigger that writes back to a document the Admin SDK created', async () => {
    await writeUserRecord('smoke-user', 'Smoke Tester');
    const { id } = await writeQuestion(
      { uid: 'smoke-user' },
      category,
      'How do Firebase emulators work offline?',
      { id: `smoke-${Date.now()}`, at: new Date() },
    );
    const ref = adminDb().doc(docPath('questions', id));
    const data = await waitForDoc(ref, (d) => Array.isArray(d?.Keywords) && d.Keywords.length > 0);
    expect(data?.Keywords).toEqual(expect.arrayContaining(['firebase', 'emulators', 'offline']));
  });

  it('runs a v2 Storage trigger on an upload made through the Storage REST API', async () => {
    const uid = 'smoke-user';
    const questionId = `smoke-shot-${Date.now()}`;
    const name = `Question's_Screenshot/${uid}/${questionId}`;
    // The image trigger processes only an upload that a document names (docs/data-model.md).
    await writeQuestion({ uid }, category, 'What does the smoke screenshot show?', {
      id: questionId,
      screenshot: name,
      at: new Date(),
    });
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const url = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}&uploadType=media`;
    const upload = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png', Authorization: 'Bearer owner' },
      body: png,
    });
    expect(upload.status).toBe(200);

    const thumb = adminBucket().file(`${name}@400.webp`);
    await eventually(async () => (await thumb.exists())[0], `the variant ${thumb.name}`);
    const [bytes] = await thumb.download();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBeLessThanOrEqual(400);
  });
});
