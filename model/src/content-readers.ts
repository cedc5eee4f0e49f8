// Tolerant readers of the forum's content documents (shapes in documents.ts): categories,
// questions, answers, the retired Topic list and contact messages. A raw field an old document
// lacks reads as empty; a derived field is present only when a function wrote it.
import { questionTags } from './tags.js';
import type {
  AnswerDoc,
  CategoryDoc,
  ContactMessageRaw,
  PostDerived,
  QuestionDoc,
  TopicCategory,
  TopicDoc,
} from './documents.js';
import type { PostKind } from './post-kind.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import {
  isDocumentData,
  readOptionalBoolean,
  readOptionalNumber,
  readOptionalString,
  readString,
  readStringArray,
  readTime,
  readVariants,
  withOptional,
} from './read-fields.js';

/** The derived fields both kinds of post carry, those present in `data`. */
function readPostDerived(data: DocumentData): PostDerived<ReadTime> {
  const post: PostDerived<ReadTime> = {};
  if (Array.isArray(data.Keywords)) post.Keywords = readStringArray(data, 'Keywords');
  withOptional(post, 'UserName', readOptionalString(data, 'UserName'));
  withOptional(post, 'ScreenShot', readVariants(data, 'ScreenShot'));
  withOptional(post, 'ScreenShotRejected', readOptionalString(data, 'ScreenShotRejected'));
  withOptional(post, 'Anonymised', readOptionalBoolean(data, 'Anonymised'));
  withOptional(post, 'Html', readOptionalString(data, 'Html'));
  withOptional(post, 'EditedAt', readTime(data, 'EditedAt'));
  withOptional(post, 'Score', readOptionalNumber(data, 'Score'));
  withOptional(post, 'UpCount', readOptionalNumber(data, 'UpCount'));
  withOptional(post, 'DownCount', readOptionalNumber(data, 'DownCount'));
  withOptional(post, 'FlagCount', readOptionalNumber(data, 'FlagCount'));
  withOptional(post, 'Hidden', readOptionalBoolean(data, 'Hidden'));
  withOptional(post, 'AwaitingReview', readOptionalBoolean(data, 'AwaitingReview'));
  return post;
}

export function readQuestionDoc(data: DocumentData): QuestionDoc<ReadTime> {
  const question: QuestionDoc<ReadTime> = {
    ...readPostDerived(data),
    id: readString(data, 'id'),
    Question: readString(data, 'Question'),
    Category: readString(data, 'Category'),
    CatID: readString(data, 'CatID'),
    uid: readString(data, 'uid'),
    date: readTime(data, 'date'),
    QuestionScreenShot: readString(data, 'QuestionScreenShot'),
    // Questions older than tags have none.
    Tags: questionTags(data),
  };
  withOptional(question, 'AcceptedAnswerID', readOptionalString(data, 'AcceptedAnswerID'));
  withOptional(question, 'Closed', readOptionalBoolean(data, 'Closed'));
  withOptional(question, 'AnswerCount', readOptionalNumber(data, 'AnswerCount'));
  withOptional(question, 'HasAcceptedAnswer', readOptionalBoolean(data, 'HasAcceptedAnswer'));
  withOptional(question, 'LastActivity', readTime(data, 'LastActivity'));
  withOptional(question, 'CloseReason', readOptionalString(data, 'CloseReason'));
  withOptional(question, 'DuplicateOf', readOptionalString(data, 'DuplicateOf'));
  if (Array.isArray(data.ClosedBy)) question.ClosedBy = readStringArray(data, 'ClosedBy');
  withOptional(question, 'ClosedAt', readTime(data, 'ClosedAt'));
  if (Array.isArray(data.ReopenedBy)) question.ReopenedBy = readStringArray(data, 'ReopenedBy');
  withOptional(question, 'ReopenedAt', readTime(data, 'ReopenedAt'));
  withOptional(question, 'CloseRound', readOptionalNumber(data, 'CloseRound'));
  return question;
}

export function readAnswerDoc(data: DocumentData): AnswerDoc<ReadTime> {
  const answer: AnswerDoc<ReadTime> = {
    ...readPostDerived(data),
    id: readString(data, 'id'),
    Answer: readString(data, 'Answer'),
    Question: readString(data, 'Question'),
    QuestionID: readString(data, 'QuestionID'),
    CatID: readString(data, 'CatID'),
    uid: readString(data, 'uid'),
    date: readTime(data, 'date'),
    AnswerScreenShot: readString(data, 'AnswerScreenShot'),
  };
  return withOptional(answer, 'Accepted', readOptionalBoolean(data, 'Accepted'));
}

export function readCategoryDoc(data: DocumentData): CategoryDoc<ReadTime> {
  const category: CategoryDoc<ReadTime> = {
    id: readString(data, 'id'),
    Subject: readString(data, 'Subject'),
    uid: readString(data, 'uid'),
    date: readTime(data, 'date'),
  };
  withOptional(category, 'UserName', readOptionalString(data, 'UserName'));
  return withOptional(category, 'Anonymised', readOptionalBoolean(data, 'Anonymised'));
}

/**
 * `Topic/Name`, the retired category list. Its items keep `date` as stored (the original app
 * wrote texts there), so they are copied back unchanged.
 */
export function readTopicDoc(data: DocumentData): TopicDoc<unknown> {
  const items = Array.isArray(data.categories) ? data.categories : [];
  return {
    categories: items.filter(isDocumentData).map((item): TopicCategory<unknown> => ({
      id: readString(item, 'id'),
      Subject: readString(item, 'Subject'),
      UserName: readString(item, 'UserName'),
      date: item.date,
    })),
  };
}

export function readContactMessageDoc(data: DocumentData): ContactMessageRaw<ReadTime> {
  const message: ContactMessageRaw<ReadTime> = {
    Name: readString(data, 'Name'),
    EMail: readString(data, 'EMail'),
    Comment: readString(data, 'Comment'),
    date: readTime(data, 'date'),
  };
  return withOptional(message, 'uid', readOptionalString(data, 'uid'));
}

/** A question or an answer as stored. */
export type PostDoc<T> = QuestionDoc<T> | AnswerDoc<T>;

export function readPostDoc(kind: PostKind, data: DocumentData): PostDoc<ReadTime> {
  return kind === 'question' ? readQuestionDoc(data) : readAnswerDoc(data);
}

/** A post's own text (Markdown): `Question` of a question, `Answer` of an answer. */
export function postText(kind: PostKind, post: PostDoc<unknown>): string {
  if (kind === 'question') return post.Question;
  return 'Answer' in post ? post.Answer : '';
}

/** The question a post belongs to: itself for a question, `QuestionID` for an answer. */
export function postQuestionId(kind: PostKind, postId: string, post: PostDoc<unknown>): string {
  if (kind === 'question') return postId;
  return 'QuestionID' in post ? post.QuestionID : '';
}
