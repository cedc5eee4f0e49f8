import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { downloadUrl } from '../src/images/download-url';
import {
  BUCKET,
  auth,
  bucket,
  createUserDoc,
  db,
  eventually,
  uniqueId,
  waitForDoc,
  waitForQuery,
} from './emulator-helpers';
import { noisyPng } from './fixtures';

describe('account deletion cascade', () => {
  it('deletes the profile, presence, uploads and messages, and anonymises posts', async () => {
    const { uid } = await auth().createUser({
      uid: uniqueId('leaving'),
      email: `${randomUUID()}@example.com`,
      password: 'secret-password',
    });
    await createUserDoc(uid, 'Leaving User');
    await db().collection('Presence').doc(uid).set({ state: 'online', at: new Date() });

    const questionId = uniqueId('q');
    await db().collection('Questions').doc(questionId).set({
      id: questionId,
      Question: 'A question that stays',
      Category: 'c',
      CatID: 'c',
      uid,
      date: FieldValue.serverTimestamp(),
      QuestionScreenShot: '',
    });
    const answerId = uniqueId('a');
    await db().collection('Answers').doc(answerId).set({
      id: answerId,
      Answer: 'An answer that stays',
      Question: 'A question that stays',
      QuestionID: questionId,
      CatID: 'c',
      uid,
      date: FieldValue.serverTimestamp(),
      AnswerScreenShot: '',
    });
    const message = await db()
      .collection('ContactForm')
      .add({ Name: 'L', EMail: 'l@example.com', Comment: 'bye', date: new Date(), uid });
    const otherMessage = await db().collection('ContactForm').add({
      Name: 'O',
      EMail: 'o@example.com',
      Comment: 'hi',
      date: new Date(),
      uid: 'someone-else',
    });

    const picture = `User's_Profile_Picture/${uid}/${uniqueId('p')}`;
    const token = randomUUID();
    await bucket()
      .file(picture)
      .save(await noisyPng(64, 64), {
        resumable: false,
        contentType: 'image/png',
        metadata: { metadata: { firebaseStorageDownloadTokens: token } },
      });
    const user = db().collection('Users').doc(uid);
    await user.update({ photoURL: downloadUrl(BUCKET, picture, token) });
    await waitForDoc(user, (d) => d?.Photo !== undefined && d?.NoOfQuestionAnswered === 1, 25_000);

    await auth().deleteUser(uid);

    await waitForDoc(user, (d) => d === undefined);
    await waitForDoc(db().collection('Presence').doc(uid), (d) => d === undefined);
    const question = await waitForDoc(
      db().collection('Questions').doc(questionId),
      (d) => d?.Anonymised === true,
    );
    expect(question).toMatchObject({
      UserName: 'Deleted user',
      uid: '',
      Question: 'A question that stays',
    });
    const answer = await waitForDoc(
      db().collection('Answers').doc(answerId),
      (d) => d?.Anonymised === true,
    );
    expect(answer).toMatchObject({ UserName: 'Deleted user', uid: '' });
    await waitForQuery(
      db().collection('ContactForm').where('uid', '==', uid),
      (size) => size === 0,
    );
    expect((await message.get()).exists).toBe(false);
    expect((await otherMessage.get()).exists).toBe(true);
    await eventually(async () => {
      const [files] = await bucket().getFiles({ prefix: `User's_Profile_Picture/${uid}/` });
      return files.length === 0;
    });
  });
});
