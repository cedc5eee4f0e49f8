// What each event's payload says, read from Firestore when some endpoint wants the event.
import { COLLECTIONS, type WebhookEvent } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { readSnapshot } from '../shared/documents';
import { webhookAnswer, webhookComment, webhookQuestion, type WebhookData } from './payload';

async function displayName(db: Firestore, uid: string): Promise<string> {
  if (!uid) return '';
  const user = readSnapshot('users', await db.collection(COLLECTIONS.users).doc(uid).get());
  return user?.displayName ?? '';
}

async function question(db: Firestore, origin: string, questionId: string) {
  const doc = readSnapshot(
    'questions',
    await db.collection(COLLECTIONS.questions).doc(questionId).get(),
  );
  if (!doc) return null;
  return { doc, view: webhookQuestion(origin, questionId, doc, await displayName(db, doc.uid)) };
}

async function answerData(db: Firestore, origin: string, answerId: string) {
  const answer = readSnapshot(
    'answers',
    await db.collection(COLLECTIONS.answers).doc(answerId).get(),
  );
  if (!answer || answer.Hidden) return null;
  const asked = await question(db, origin, answer.QuestionID);
  if (!asked) return null;
  const name = await displayName(db, answer.uid);
  return { answer: webhookAnswer(origin, answerId, answer, asked.doc, name), question: asked.view };
}

/**
 * The payload data of `event` about `subjectId` (a question, answer or comment id; for
 * answer.accepted the accepted answer), or null when the document is gone or hidden.
 */
export async function webhookEventData(
  db: Firestore,
  origin: string,
  event: WebhookEvent,
  subjectId: string,
): Promise<WebhookData | null> {
  switch (event) {
    case 'question.created': {
      const asked = await question(db, origin, subjectId);
      return asked && !asked.doc.Hidden ? { question: asked.view } : null;
    }
    case 'answer.created':
    case 'answer.accepted':
      return answerData(db, origin, subjectId);
    case 'comment.created': {
      const comment = readSnapshot(
        'comments',
        await db.collection(COLLECTIONS.comments).doc(subjectId).get(),
      );
      if (!comment) return null;
      const asked = await question(db, origin, comment.QuestionID);
      if (!asked) return null;
      const name = await displayName(db, comment.uid);
      return { comment: webhookComment(origin, subjectId, comment, asked.doc, name) };
    }
  }
}
