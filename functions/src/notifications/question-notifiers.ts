import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@queryhub/model';
import type { AlertScheduler } from '../mail/unread-alerts';
import { notify, readFollowers } from './fan-out';
import { followByDefault } from './follows';
import { postUid, type NotificationSource, type NotificationType } from './notification-fields';

async function displayName(db: Firestore, uid: string): Promise<string> {
  if (!uid) return '';
  const name = (await db.collection(COLLECTIONS.users).doc(uid).get()).get(
    'displayName',
  ) as unknown;
  return typeof name === 'string' ? name : '';
}

/** What every notification about `question` says: the question, the post and who acted. */
async function notificationSource(
  db: Firestore,
  type: NotificationType,
  questionId: string,
  question: Record<string, unknown>,
  postId: string,
  actorUid: string,
): Promise<NotificationSource> {
  return {
    type,
    questionId,
    catId: typeof question.CatID === 'string' ? question.CatID : '',
    question: typeof question.Question === 'string' ? question.Question : '',
    postId,
    actorUid,
    actorName: await displayName(db, actorUid),
  };
}

/**
 * A new answer: its author follows the question, and the asker and the question's followers
 * (but not the answerer) get a notification. Safe to repeat for the same answer.
 */
export async function notifyOnAnswer(
  db: Firestore,
  answerId: string,
  alerts?: AlertScheduler,
): Promise<number> {
  const answer = (await db.collection(COLLECTIONS.answers).doc(answerId).get()).data();
  const questionId = typeof answer?.QuestionID === 'string' ? answer.QuestionID : '';
  if (!answer || !questionId) return 0;
  const question = (await db.collection(COLLECTIONS.questions).doc(questionId).get()).data();
  if (!question) return 0;
  const answererUid = postUid(answer);
  await followByDefault(db, answererUid, questionId);
  const followers = await readFollowers(db, questionId);
  return notify(
    db,
    [postUid(question), ...followers],
    await notificationSource(db, 'answer', questionId, question, answerId, answererUid),
    answerId,
    alerts,
  );
}

/** A question's text changed: its followers but the editor are told. */
export async function notifyOnQuestionEdit(
  db: Firestore,
  questionId: string,
  question: Record<string, unknown>,
  eventId: string,
): Promise<number> {
  const editorUid = postUid(question);
  const followers = await readFollowers(db, questionId);
  return notify(
    db,
    followers,
    await notificationSource(db, 'edit', questionId, question, questionId, editorUid),
    eventId,
  );
}

/**
 * The asker accepted an answer: its author is told (not when accepting one's own answer). One
 * notification per answer, so taking the choice back and making it again tells them once.
 */
export async function notifyOnAccept(
  db: Firestore,
  questionId: string,
  question: Record<string, unknown>,
  answerId: string,
): Promise<number> {
  const answer = (await db.collection(COLLECTIONS.answers).doc(answerId).get()).data();
  if (!answer || answer.QuestionID !== questionId) return 0;
  const askerUid = postUid(question);
  return notify(
    db,
    [postUid(answer)],
    await notificationSource(db, 'accepted', questionId, question, answerId, askerUid),
    answerId,
  );
}
