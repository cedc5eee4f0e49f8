import { COLLECTIONS, docPath, newAnswer, newQuestion } from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auth, createUserDoc, db, uniqueId, waitForDoc } from './emulator-helpers';

// "Nothing personal survives the account": a notification another member got about the
// deleted user's answer keeps the event but no longer names them (onAccountDeleted).
describe('account deletion and other members’ notifications', () => {
  it('clears the deleted actor’s name and uid from the notifications they caused', async () => {
    const askerUid = uniqueId('asker');
    await createUserDoc(askerUid, `Asker ${askerUid}`);
    const { uid: answererUid } = await auth().createUser({
      uid: uniqueId('answerer'),
      email: `${randomUUID()}@example.com`,
      password: 'secret-password',
    });
    const answererName = `Answerer ${answererUid}`;
    await createUserDoc(answererUid, answererName);

    const questionId = uniqueId('q');
    await db()
      .doc(docPath('questions', questionId))
      .set(
        newQuestion(
          {
            id: questionId,
            question: 'Who answered this?',
            category: { id: 'cat-deletion', subject: 'Deletion' },
            uid: askerUid,
          },
          new Date(),
        ),
      );
    const answerId = uniqueId('a');
    await db()
      .doc(docPath('answers', answerId))
      .set(
        newAnswer(
          {
            id: answerId,
            answer: 'I did.',
            question: { id: questionId, question: 'Who answered this?', catId: 'cat-deletion' },
            uid: answererUid,
          },
          new Date(),
        ),
      );
    const notification = db()
      .doc(docPath('users', askerUid))
      .collection(COLLECTIONS.notifications)
      .doc(`answer-${answerId}`);
    const before = await waitForDoc(notification, (data) => data?.ActorName === answererName);
    expect(before).toMatchObject({ ActorUid: answererUid, Type: 'answer', PostID: answerId });

    await auth().deleteUser(answererUid);

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
