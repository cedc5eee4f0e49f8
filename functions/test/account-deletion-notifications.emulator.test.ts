import { COLLECTIONS, docPath } from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  adminAuth,
  adminDb,
  uniqueId,
  waitForDoc,
  writeAnswer,
  writeQuestion,
  writeUserRecord,
} from '@queryhub/testkit';

// "Nothing personal survives the account": a notification another member got about the
// deleted user's answer keeps the event but no longer names them (onAccountDeleted).
describe('account deletion and other members’ notifications', () => {
  it('clears the deleted actor’s name and uid from the notifications they caused', async () => {
    const askerUid = uniqueId('asker');
    await writeUserRecord(askerUid, `Asker ${askerUid}`);
    const { uid: answererUid } = await adminAuth().createUser({
      uid: uniqueId('answerer'),
      email: `${randomUUID()}@example.com`,
      password: 'secret-password',
    });
    const answererName = `Answerer ${answererUid}`;
    await writeUserRecord(answererUid, answererName);

    const question = await writeQuestion(
      { uid: askerUid },
      { id: 'cat-deletion', subject: 'Deletion' },
      'Who answered this?',
      { at: new Date() },
    );
    const questionId = question.id;
    const answerId = await writeAnswer({ uid: answererUid }, question, 'I did.', {
      at: new Date(),
    });
    const notification = adminDb()
      .doc(docPath('users', askerUid))
      .collection(COLLECTIONS.notifications)
      .doc(`answer-${answerId}`);
    const before = await waitForDoc(notification, (data) => data?.ActorName === answererName);
    expect(before).toMatchObject({ ActorUid: answererUid, Type: 'answer', PostID: answerId });

    await adminAuth().deleteUser(answererUid);

    const after = await waitForDoc(notification, (data) => data?.ActorUid === '');
    expect(after).toMatchObject({
      ActorUid: '',
      ActorName: 'Deleted user',
      Type: 'answer',
      PostID: answerId,
      QuestionID: questionId,
    });
  });
});
