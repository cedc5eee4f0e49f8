// The search mirror's row for a question or an answer, from its Firestore data. Pure.
import { markdownToPlainText } from '@queryhub/markdown/server';
import {
  questionTags,
  readMillis,
  readString,
  SEARCH_LIMITS,
  type PostKind,
} from '@queryhub/model';

export interface PostRow {
  kind: PostKind;
  postId: string;
  questionId: string;
  categoryId: string;
  authorId: string;
  title: string;
  body: string;
  score: number;
  answerCount: number;
  accepted: boolean;
  closed: boolean;
  hidden: boolean;
  /** A question's tags; an answer's row has none. */
  tags: string[];
  createdAt: Date;
  activeAt: Date;
  /** The Firestore update time of the version the row is built from. */
  sourceUpdatedAt: Date;
}

/**
 * Control characters have no place in searchable text: PostgreSQL refuses NUL, and the snippet
 * markers (see snippets.ts) are control characters, so a post can never forge a highlight.
 */
function withoutControlCharacters(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const control =
      (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || code === 0x7f;
    result += control ? ' ' : char;
  }
  return result;
}

function plainText(markdown: string, maxChars: number): string {
  return withoutControlCharacters(markdownToPlainText(markdown).slice(0, maxChars));
}

/** A question's title: the first line of its text (a question is one Markdown text). */
function titleOf(plain: string): string {
  const firstLine = plain.split('\n').find((line) => line.trim() !== '') ?? '';
  return firstLine.trim().slice(0, SEARCH_LIMITS.titleChars);
}

function readCount(data: Record<string, unknown>, field: string): number {
  const value = data[field];
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0;
}

/** The row for a post's current data; `updatedAt` is its Firestore update time. */
export function toPostRow(
  kind: PostKind,
  postId: string,
  data: Record<string, unknown>,
  updatedAt: Date,
): PostRow {
  const createdMillis = readMillis(data.date) ?? updatedAt.getTime();
  const editedMillis = readMillis(data.EditedAt) ?? createdMillis;
  const activeMillis = readMillis(data.LastActivity) ?? createdMillis;
  const ownText = plainText(
    readString(data, kind === 'question' ? 'Question' : 'Answer'),
    SEARCH_LIMITS.bodyChars,
  );
  const questionText =
    kind === 'question'
      ? ownText
      : plainText(readString(data, 'Question'), SEARCH_LIMITS.titleChars * 2);
  return {
    kind,
    postId,
    questionId: kind === 'question' ? postId : readString(data, 'QuestionID'),
    categoryId: readString(data, 'CatID'),
    authorId: readString(data, 'uid'),
    title: titleOf(questionText),
    body: ownText,
    score: readCount(data, 'Score'),
    answerCount: kind === 'question' ? readCount(data, 'AnswerCount') : 0,
    accepted:
      kind === 'question' ? readString(data, 'AcceptedAnswerID') !== '' : data.Accepted === true,
    closed: data.Closed === true,
    hidden: data.Hidden === true,
    tags: kind === 'question' ? questionTags(data) : [],
    createdAt: new Date(createdMillis),
    activeAt: new Date(Math.max(createdMillis, editedMillis, activeMillis)),
    sourceUpdatedAt: updatedAt,
  };
}
