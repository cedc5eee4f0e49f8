import { COLLECTIONS, newQuestion } from '@queryhub/model';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BUCKET, adminApp, db, waitForDoc } from '../support/admin.js';

// Proves the stack is real: the official emulators run our functions and react to our writes.
describe('the emulator suite runs our Cloud Functions', () => {
  it('answers on the Firestore emulator the suite exported to this process', async () => {
    expect(process.env.FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:8080');
    const response = await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/`);
    expect(response.ok).toBe(true);
  });

  it('runs a v2 Firestore trigger that writes back to a document the Admin SDK created', async () => {
    const ref = db().collection(COLLECTIONS.questions).doc(`smoke-${Date.now()}`);
    await db()
      .collection(COLLECTIONS.users)
      .doc('smoke-user')
      .set({ uid: 'smoke-user', displayName: 'Smoke Tester' });
    await ref.set(
      newQuestion(
        {
          id: ref.id,
          question: 'How do Firebase emulators work offline?',
          category: { id: 'smoke-category', subject: 'Firebase' },
          uid: 'smoke-user',
        },
        new Date(),
      ),
    );
    const data = await waitForDoc(ref, (d) => Array.isArray(d?.Keywords) && d.Keywords.length > 0);
    expect(data?.Keywords).toEqual(expect.arrayContaining(['firebase', 'emulators', 'offline']));
  });

  it('runs a v2 Storage trigger on an upload made through the Storage REST API', async () => {
    const uid = 'smoke-user';
    const questionId = `smoke-shot-${Date.now()}`;
    const name = `Question's_Screenshot/${uid}/${questionId}`;
    // The image trigger processes only an upload that a document names (docs/data-model.md).
    await db().collection('Questions').doc(questionId).set({
      id: questionId,
      Question: 'What does the smoke screenshot show?',
      Category: 'Firebase',
      CatID: 'smoke-category',
      uid,
      date: new Date(),
      QuestionScreenShot: name,
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

    const thumb = getStorage(adminApp()).bucket(BUCKET).file(`${name}@400.webp`);
    const deadline = Date.now() + 20_000;
    while (!(await thumb.exists())[0]) {
      if (Date.now() > deadline) throw new Error(`The storage trigger wrote no ${thumb.name}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [bytes] = await thumb.download();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBeLessThanOrEqual(400);
  });
});
