// The JSON a webhook delivers: stable public field names (camelCase, like the public API), the
// post as plain text, its page's URL and its author's display name. Never an e-mail address.
import {
  questionPath,
  type AnswerDoc,
  type CommentDoc,
  type QuestionDoc,
  type ReadTime,
  type WebhookEvent,
} from '@queryhub/model';
import { excerpt } from '../notifications/notification-fields';

/** Characters of a post's text in a payload (a summary: the receiver follows `url` for more). */
const PAYLOAD_TEXT_LENGTH = 280;

interface WebhookAuthor {
  uid: string;
  name: string;
}

interface WebhookPost {
  id: string;
  url: string;
  text: string;
  author: WebhookAuthor;
  createdAt: string | null;
}

export interface WebhookQuestion extends WebhookPost {
  categoryId: string;
  tags: string[];
}

export interface WebhookAnswer extends WebhookPost {
  questionId: string;
}

export interface WebhookComment extends WebhookPost {
  /** What the comment is under. */
  postType: 'question' | 'answer';
  postId: string;
  questionId: string;
}

export type WebhookData =
  | { question: WebhookQuestion }
  | { answer: WebhookAnswer; question: WebhookQuestion }
  | { comment: WebhookComment };

/** The delivered body: `id` is the delivery (idempotency) id, also in X-QueryHub-Delivery. */
export interface WebhookPayload {
  id: string;
  event: WebhookEvent;
  /** When the event happened (ISO 8601), the same on every retry. */
  occurredAt: string;
  data: WebhookData;
}

function isoTime(time: ReadTime): string | null {
  return time ? time.toDate().toISOString() : null;
}

function pageUrl(origin: string, catId: string, questionId: string, questionText: string): string {
  return `${origin}${questionPath(catId, questionId, questionText.slice(0, 200))}`;
}

export function webhookQuestion(
  origin: string,
  id: string,
  question: QuestionDoc<ReadTime>,
  authorName: string,
): WebhookQuestion {
  return {
    id,
    url: pageUrl(origin, question.CatID, id, question.Question),
    text: excerpt(question.Question, PAYLOAD_TEXT_LENGTH),
    author: { uid: question.uid, name: authorName },
    createdAt: isoTime(question.date),
    categoryId: question.CatID,
    tags: question.Tags,
  };
}

export function webhookAnswer(
  origin: string,
  id: string,
  answer: AnswerDoc<ReadTime>,
  question: QuestionDoc<ReadTime>,
  authorName: string,
): WebhookAnswer {
  const page = pageUrl(origin, answer.CatID, answer.QuestionID, question.Question);
  return {
    id,
    url: `${page}#answer-${encodeURIComponent(id)}`,
    text: excerpt(answer.Answer, PAYLOAD_TEXT_LENGTH),
    author: { uid: answer.uid, name: authorName },
    createdAt: isoTime(answer.date),
    questionId: answer.QuestionID,
  };
}

export function webhookComment(
  origin: string,
  id: string,
  comment: CommentDoc<ReadTime>,
  question: QuestionDoc<ReadTime>,
  authorName: string,
): WebhookComment {
  const page = pageUrl(origin, question.CatID, comment.QuestionID, question.Question);
  const anchor =
    comment.PostKind === 'answer' ? `#answer-${encodeURIComponent(comment.PostID)}` : '';
  return {
    id,
    url: `${page}${anchor}`,
    text: excerpt(comment.Comment, PAYLOAD_TEXT_LENGTH),
    author: { uid: comment.uid, name: authorName },
    createdAt: isoTime(comment.date),
    postType: comment.PostKind,
    postId: comment.PostID,
    questionId: comment.QuestionID,
  };
}

export function webhookPayload(
  deliveryId: string,
  event: WebhookEvent,
  occurredAt: string,
  data: WebhookData,
): WebhookPayload {
  return { id: deliveryId, event, occurredAt, data };
}
