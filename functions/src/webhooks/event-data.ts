// What each event's payload says, read from Firestore when some endpoint wants the event.
import type { WebhookEvent } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { displayNameOf, readDocumentAt } from '../shared/documents';
import { webhookAnswer, webhookComment, webhookQuestion, type WebhookData } from './payload';

async function question(db: Firestore, origin: string, questionId: string) {
  const doc = await readDocumentAt(db, 'questions', questionId);
  if (!doc) return null;
  return { doc, view: webhookQuestion(origin, questionId, doc, await displayNameOf(db, doc.uid)) };
}

async function answerData(db: Firestore, origin: string, answerId: string) {
  const answer = await readDocumentAt(db, 'answers', answerId);
  if (!answer || answer.Hidden) return null;
  const asked = await question(db, origin, answer.QuestionID);
  if (!asked) return null;
  const name = await displayNameOf(db, answer.uid);
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
      const comment = await readDocumentAt(db, 'comments', subjectId);
      if (!comment) return null;
      const asked = await question(db, origin, comment.QuestionID);
      if (!asked) return null;
      const name = await displayNameOf(db, comment.uid);
      return { comment: webhookComment(origin, subjectId, comment, asked.doc, name) };
    }
  }
}
