// Builders of the raw documents a client creates. `now` is whatever the caller's SDK uses for
// "the server's time": `serverTimestamp()` on a client (the rules demand `== request.time`), a
// Timestamp or Date when an admin writes fixtures.
import type {
  AnswerRaw,
  CategoryRaw,
  ContactMessageRaw,
  PresenceRaw,
  PresenceState,
  QuestionRaw,
  UserRaw,
} from './documents.js';

export interface NewUser {
  uid: string;
  displayName: string;
  email: string;
  /** `''` for the default picture. */
  photoURL?: string;
}

/** The `Users/{uid}` record written right after sign-up: active, counters at zero. */
export function newUserRecord<T>(user: NewUser, now: T): UserRaw<T> {
  return {
    uid: user.uid,
    displayName: user.displayName,
    EMail: user.email,
    photoURL: user.photoURL ?? '',
    Status: 'Active Now',
    SetStatusDone: false,
    NoOfQuestionAsked: 0,
    NoOfQuestionAnswered: 0,
    CreatedAt: now,
  };
}

export function newCategory<T>(
  input: { id: string; subject: string; uid: string },
  now: T,
): CategoryRaw<T> {
  return { id: input.id, Subject: input.subject, uid: input.uid, date: now };
}

export interface NewQuestion {
  id: string;
  question: string;
  category: { id: string; subject: string };
  uid: string;
  screenshotUrl?: string;
  /** 0–5 tags (tags.ts). */
  tags: readonly string[];
}

export function newQuestion<T>(input: NewQuestion, now: T): QuestionRaw<T> {
  return {
    id: input.id,
    Question: input.question,
    Category: input.category.subject,
    CatID: input.category.id,
    uid: input.uid,
    date: now,
    QuestionScreenShot: input.screenshotUrl ?? '',
    Tags: [...input.tags],
  };
}

export interface NewAnswer {
  id: string;
  answer: string;
  /** The question answered: its text and category are copied (the rules compare them). */
  question: { id: string; question: string; catId: string };
  uid: string;
  screenshotUrl?: string;
}

export function newAnswer<T>(input: NewAnswer, now: T): AnswerRaw<T> {
  return {
    id: input.id,
    Answer: input.answer,
    Question: input.question.question,
    QuestionID: input.question.id,
    CatID: input.question.catId,
    uid: input.uid,
    date: now,
    AnswerScreenShot: input.screenshotUrl ?? '',
  };
}

export interface NewContactMessage {
  name: string;
  email: string;
  comment: string;
  /** Only when signed in. */
  uid?: string | null;
}

export function newContactMessage<T>(input: NewContactMessage, now: T): ContactMessageRaw<T> {
  const message: ContactMessageRaw<T> = {
    Name: input.name,
    EMail: input.email,
    Comment: input.comment,
    date: now,
  };
  if (input.uid) message.uid = input.uid;
  return message;
}

export function newPresence<T>(state: PresenceState, now: T): PresenceRaw<T> {
  return { state, at: now };
}
