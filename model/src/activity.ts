// What happens around a question: a member's follows and inbox (subcollections of `Users`) and
// the public revision history of edits, with ids and tolerant readers (docs/data-model.md).
import { NOTIFICATION_TYPES, type NotificationType } from './notifications.js';
import { POST_KINDS, type PostKind } from './post-kind.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import { readChoice, readFlag, readString, readStringArray, readTime } from './read-fields.js';

/** `Users/{uid}/Follows/{questionId}`: exactly these fields (firestore.rules). */
export interface FollowRaw<T> {
  QuestionID: string;
  date: T;
}

export function readFollowDoc(data: DocumentData): FollowRaw<ReadTime> {
  return { QuestionID: readString(data, 'QuestionID'), date: readTime(data, 'date') };
}

/** `Users/{uid}/Notifications/{type}-{sourceId}`: one inbox item (functions create it). */
export interface NotificationDoc<T> {
  Type: NotificationType;
  QuestionID: string;
  CatID: string;
  /** The question's visible text, one line of at most 140 characters. */
  Question: string;
  /** The answer (types 'answer' and 'accepted') or the question (type 'edit'). */
  PostID: string;
  ActorUid: string;
  ActorName: string;
  /** The owner may only change it to true. */
  Read: boolean;
  date: T;
}

/** One inbox item per event per recipient, so a redelivery writes nothing new. */
export function notificationId(type: NotificationType, sourceId: string): string {
  return `${type}-${sourceId}`;
}

export function readNotificationDoc(data: DocumentData): NotificationDoc<ReadTime> {
  return {
    Type: readChoice(data, 'Type', NOTIFICATION_TYPES),
    QuestionID: readString(data, 'QuestionID'),
    CatID: readString(data, 'CatID'),
    Question: readString(data, 'Question'),
    PostID: readString(data, 'PostID'),
    ActorUid: readString(data, 'ActorUid'),
    ActorName: readString(data, 'ActorName'),
    Read: readFlag(data, 'Read'),
    date: readTime(data, 'date'),
  };
}

/** `Revisions/{eventId}`: one edit of a question's or answer's text (functions write it). */
export interface RevisionDoc<T> {
  /** `Questions/{id}` or `Answers/{id}`. */
  Post: string;
  PostID: string;
  Kind: PostKind;
  /** Who edited; `''` once the account is deleted. */
  uid: string;
  UserName: string;
  Before: string;
  After: string;
  /** A question's tags before and after, when the edit changed them. */
  TagsBefore?: string[];
  TagsAfter?: string[];
  date: T;
}

export function readRevisionDoc(data: DocumentData): RevisionDoc<ReadTime> {
  return {
    Post: readString(data, 'Post'),
    PostID: readString(data, 'PostID'),
    Kind: readChoice(data, 'Kind', POST_KINDS),
    uid: readString(data, 'uid'),
    UserName: readString(data, 'UserName'),
    Before: readString(data, 'Before'),
    After: readString(data, 'After'),
    date: readTime(data, 'date'),
    ...(Array.isArray(data.TagsBefore) ? { TagsBefore: readStringArray(data, 'TagsBefore') } : {}),
    ...(Array.isArray(data.TagsAfter) ? { TagsAfter: readStringArray(data, 'TagsAfter') } : {}),
  };
}
