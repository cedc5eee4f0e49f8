import { buildSave, COLLECTIONS, TOPIC_NAME_ID, docPath } from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminBucket,
  adminDb,
  eventually,
  noisyPng,
  uniqueId,
  waitForDoc,
  waitForQuery,
  writeUserRecord,
  writeAnswer,
  writeCategory,
  writeQuestion,
} from '@queryhub/testkit';
import { settledWrite } from './settled-write';

describe('account deletion cascade', () => {
  it('deletes the profile, presence, uploads and messages, and anonymises posts', async () => {
    const { uid } = await adminAuth().createUser({
      uid: uniqueId('leaving'),
      email: `${randomUUID()}@example.com`,
      password: 'secret-password',
    });
    await writeUserRecord(uid, 'Leaving User');
    await adminDb()
      .collection(COLLECTIONS.presence)
      .doc(uid)
      .set({ state: 'online', at: new Date() });

    const { id: categoryId } = await writeCategory({ uid }, 'Leaving', undefined, new Date());
    const category = adminDb().doc(docPath('categories', categoryId));
    // A legacy Topic/Name item (no longer written by the trigger, still anonymised on deletion).
    const topic = adminDb().collection(COLLECTIONS.topic).doc(TOPIC_NAME_ID);
    await topic.set(
      {
        categories: FieldValue.arrayUnion({
          id: categoryId,
          Subject: 'Leaving',
          UserName: 'Leaving User',
          date: new Date(),
        }),
      },
      { merge: true },
    );
    const topicItem = async () =>
      // Topic/Name does not exist until the first category's trigger has run.
      (((await topic.get()).get('categories') ?? []) as { id: string; UserName: string }[]).find(
        (item) => item.id === categoryId,
      );
    await eventually(async () => (await category.get()).get('UserName') === 'Leaving User');

    const questionId = uniqueId('q');
    const screenshot = `Question's_Screenshot/${uid}/${questionId}`;
    const asked = await writeQuestion({ uid }, { id: 'c', subject: 'c' }, 'A question that stays', {
      id: questionId,
      screenshot,
    });
    await settledWrite(() =>
      adminDb()
        .doc(docPath('questions', questionId))
        .update({
          ScreenShot: { large: `Question's_Screenshot/${uid}/${questionId}@1600.webp` },
        }),
    );
    const quota = adminDb().collection(COLLECTIONS.profilePictureQuota).doc(uid);
    await quota.set({ windowStart: new Date(), count: 1, at: new Date() });
    const answerId = await writeAnswer({ uid }, asked, 'An answer that stays');
    const message = await adminDb()
      .collection(COLLECTIONS.contactForm)
      .add({ Name: 'L', EMail: 'l@example.com', Comment: 'bye', date: new Date(), uid });
    const revision = adminDb().collection(COLLECTIONS.revisions).doc(uniqueId('revision'));
    await revision.set({
      Post: docPath('questions', questionId),
      PostID: questionId,
      Kind: 'question',
      uid,
      UserName: 'Leaver',
      Before: 'A question that went',
      After: 'A question that stays',
      date: new Date(),
    });
    const otherMessage = await adminDb().collection(COLLECTIONS.contactForm).add({
      Name: 'O',
      EMail: 'o@example.com',
      Comment: 'hi',
      date: new Date(),
      uid: 'someone-else',
    });

    const picture = `User's_Profile_Picture/${uid}/${uniqueId('p')}`;
    const user = adminDb().doc(docPath('users', uid));
    await settledWrite(() => user.update({ photoURL: picture }));
    await adminBucket()
      .file(picture)
      .save(await noisyPng(64, 64), { resumable: false, contentType: 'image/png' });
    await waitForDoc(user, (d) => d?.Photo !== undefined && d?.NoOfQuestionAnswered === 1);

    // What the member follows and saved: a question, a tag, a category, and a question and an
    // answer saved (all under Users/{uid}).
    const follows = [
      user.collection(COLLECTIONS.follows).doc(questionId),
      user.collection(COLLECTIONS.followedTags).doc('leaving-tag'),
      user.collection(COLLECTIONS.followedCategories).doc(categoryId),
      user.collection(COLLECTIONS.saves).doc(questionId),
      user.collection(COLLECTIONS.saves).doc(answerId),
    ];
    await follows[0]!.set({ QuestionID: questionId, date: new Date() });
    await follows[1]!.set({ Tag: 'leaving-tag', date: new Date() });
    await follows[2]!.set({ CatID: categoryId, date: new Date() });
    const saved = { questionId, catId: categoryId };
    await follows[3]!.set(buildSave({ kind: 'question', ...saved }, new Date()));
    await follows[4]!.set(buildSave({ kind: 'answer', answerId, ...saved }, new Date()));
    // An unsent draft goes with the account too.
    const draft = user.collection(COLLECTIONS.drafts).doc(`ask-${categoryId}`);
    await draft.set({
      Kind: 'ask',
      TargetID: categoryId,
      Text: 'Half a question',
      Tags: [],
      updatedAt: new Date(),
      expireAt: new Date(Date.now() + 86_400_000),
    });

    await adminAuth().deleteUser(uid);

    await waitForDoc(user, (d) => d === undefined);
    await waitForDoc(adminDb().collection(COLLECTIONS.presence).doc(uid), (d) => d === undefined);
    const question = await waitForDoc(
      adminDb().collection(COLLECTIONS.questions).doc(questionId),
      (d) => d?.Anonymised === true,
    );
    expect(question).toMatchObject({
      UserName: 'Deleted user',
      uid: '',
      Question: 'A question that stays',
      QuestionScreenShot: '',
    });
    expect(question).not.toHaveProperty('ScreenShot');
    expect((await category.get()).data()).toMatchObject({
      UserName: 'Deleted user',
      uid: '',
      Anonymised: true,
      Subject: 'Leaving',
    });
    expect(await topicItem()).toMatchObject({ UserName: 'Deleted user', Subject: 'Leaving' });
    expect((await quota.get()).exists).toBe(false);
    const answer = await waitForDoc(
      adminDb().collection(COLLECTIONS.answers).doc(answerId),
      (d) => d?.Anonymised === true,
    );
    expect(answer).toMatchObject({ UserName: 'Deleted user', uid: '', AnswerScreenShot: '' });
    await waitForQuery(
      adminDb().collection(COLLECTIONS.contactForm).where('uid', '==', uid),
      (size) => size === 0,
    );
    expect((await message.get()).exists).toBe(false);
    expect((await revision.get()).data()).toMatchObject({
      uid: '',
      UserName: 'Deleted user',
      Before: 'A question that went',
      After: 'A question that stays',
    });
    expect((await otherMessage.get()).exists).toBe(true);
    for (const follow of [...follows, draft]) {
      await eventually(async () => !(await follow.get()).exists, `${follow.path} to be deleted`);
    }
    await eventually(async () => {
      const [files] = await adminBucket().getFiles({ prefix: `User's_Profile_Picture/${uid}/` });
      return files.length === 0;
    });
  });
});
