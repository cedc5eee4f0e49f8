import type { Firestore } from 'firebase-admin/firestore';
import {
  readQuestionDoc,
  type DocumentData,
  type NotificationType,
  type QuestionDoc,
  type ReadTime,
} from '@queryhub/model';
import { followByDefault } from '../follows/follow-by-default';
import { followersOf } from '../follows/followers';
import type { AlertScheduler } from '../mail/unread-alerts';
import { isWithheld } from '../spam-review/first-post-review';
import { displayNameOf, readDocumentAt } from '../shared/documents';
import { notify } from './fan-out';
import { MAX_NOTIFIED_FOLLOWERS, type NotificationSource } from './notification-fields';

/** What every notification about `question` says: the question, the post and who acted. */
async function notificationSource(
  db: Firestore,
  type: NotificationType,
  questionId: string,
  question: QuestionDoc<ReadTime>,
  postId: string,
  actorUid: string,
): Promise<NotificationSource> {
  return {
    type,
    questionId,
    catId: question.CatID,
    question: question.Question,
    postId,
    actorUid,
    actorName: await displayNameOf(db, actorUid),
  };
}

/**
 * A new answer: its author follows the question, and the asker and the question's followers
 * (but not the answerer) get a notification. Safe to repeat for the same answer. A hidden answer
 * or one held for review, or an answer to such a question, tells nobody (checked at each
 * delivery, with the create trigger's review: it may not have run yet).
 */
export async function notifyOnAnswer(
  db: Firestore,
  answerId: string,
  alerts?: AlertScheduler,
): Promise<number> {
  const answer = await readDocumentAt(db, 'answers', answerId);
  const questionId = answer?.QuestionID ?? '';
  if (!answer || !questionId || (await isWithheld(db, 'answer', answer))) return 0;
  const question = await readDocumentAt(db, 'questions', questionId);
  if (!question || (await isWithheld(db, 'question', question))) return 0;
  const answererUid = answer.uid;
  await followByDefault(db, answererUid, questionId);
  const followers = await followersOf(db, { kind: 'question', questionId }, MAX_NOTIFIED_FOLLOWERS);
  return notify(
    db,
    [question.uid, ...followers],
    await notificationSource(db, 'answer', questionId, question, answerId, answererUid),
    answerId,
    alerts,
  );
}

/** A question's text changed: its followers but the editor are told. */
export async function notifyOnQuestionEdit(
  db: Firestore,
  questionId: string,
  questionData: DocumentData,
  eventId: string,
): Promise<number> {
  const question = readQuestionDoc(questionData);
  const editorUid = question.uid;
  const followers = await followersOf(db, { kind: 'question', questionId }, MAX_NOTIFIED_FOLLOWERS);
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
  questionData: DocumentData,
  answerId: string,
): Promise<number> {
  const question = readQuestionDoc(questionData);
  const answer = await readDocumentAt(db, 'answers', answerId);
  if (!answer || answer.QuestionID !== questionId) return 0;
  const askerUid = question.uid;
  return notify(
    db,
    [answer.uid],
    await notificationSource(db, 'accepted', questionId, question, answerId, askerUid),
    answerId,
  );
}
