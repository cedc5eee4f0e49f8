// Typed document shapes of the original tables (docs/data-model.md). `Raw` is what a client
// writes (the rules allow exactly these fields); `Derived` is what Cloud Functions add. `T` is the
// time type of the SDK at hand: a Timestamp when read, `serverTimestamp()`'s sentinel (or a Date)
// when written. Shapes of the later collections live beside them, one module per concern
// (accounts.ts, moderation.ts, votes.ts, ...); collection-documents.ts lists them all.
import type { FlaggableKind, PostKind } from './post-kind.js';
import type { ImageVariants, ReadTime } from './read-fields.js';

type UserStatus = 'Active Now' | 'Offline Since';
export type PresenceState = 'online' | 'offline';

export interface UserRaw<T> {
  uid: string;
  displayName: string;
  EMail: string;
  photoURL: string;
  Status: UserStatus;
  SetStatusDone: boolean;
  NoOfQuestionAsked: number;
  NoOfQuestionAnswered: number;
  CreatedAt: T;
}

interface UserDerived<T> {
  LoginTime?: T | string;
  LogoutTime?: T;
  Photo?: ImageVariants;
  PhotoRejected?: string;
}

export type UserDoc<T> = UserRaw<T> & UserDerived<T>;

/**
 * `PostTombstones/{postId}`: why a post's id can never be used again (functions only). Written
 * when a post is hidden (three flags or an admin) or deleted by an admin; an admin's restore
 * removes it.
 */
export interface PostTombstoneDoc<T> {
  PostType: FlaggableKind;
  Reason: 'hidden' | 'deleted';
  at: T;
}

/**
 * `CountedVotes/{voteId}`: what the post's Score/UpCount/DownCount and the author's reputation
 * ledger include for this vote (functions only). onVoteWritten compares it with the vote's
 * current state, so a burst of flips costs writes only when the state it finds has changed.
 */
export interface CountedVoteDoc {
  postId: string;
  postKind: PostKind;
  value: 1 | -1;
  /** The post's author whose ledger got the points ('' for none: an own or anonymised post). */
  author: string;
  /** The UTC day (`YYYY-MM-DD`) of the ledger that got them. */
  day: string;
  /** How many trigger runs changed the counters for this vote (the bench reads it). */
  applied: number;
}

/** `UserNames/{sha256(key)}`: who holds the name with that canonical key (functions only). */
export interface UserNameDoc {
  uid: string;
  /**
   * Set when `uid` renamed away from this name: the name stays held for `uid` until
   * RELEASED_NAME_HOLD_DAYS after it (model/src/limits.ts), then anyone may claim it.
   */
  ReleasedAt?: ReadTime;
}

/**
 * `NameClaims/{uid}`: the name the account holds (functions only). A new Users record must carry
 * exactly this displayName (firestore.rules), and the next claim releases `key`'s UserNames
 * document.
 */
export interface NameClaimDoc<T> {
  displayName: string;
  /** The SHA-256 hex id of the held `UserNames` document. */
  key: string;
  at: T;
  /** How many renames the account made (0 for the first claim; RENAMES_IN_FIRST_WEEK). */
  Renames?: number;
}

export interface PresenceRaw<T> {
  state: PresenceState;
  at: T;
}

export interface CategoryRaw<T> {
  id: string;
  Subject: string;
  uid: string;
  date: T;
}

interface CategoryDerived {
  UserName?: string;
  Anonymised?: boolean;
}

export type CategoryDoc<T> = CategoryRaw<T> & CategoryDerived;

/** One item of `Topic/Name.categories`. */
export interface TopicCategory<T> {
  id: string;
  Subject: string;
  UserName: string;
  date: T;
}

export interface TopicDoc<T> {
  categories: TopicCategory<T>[];
}

export interface QuestionRaw<T> {
  id: string;
  Question: string;
  Category: string;
  CatID: string;
  uid: string;
  date: T;
  QuestionScreenShot: string;
  /** 0–5 tags (tags.ts), written by the asker; a question written without the field has none. */
  Tags: string[];
}

/** Fields functions add to questions and answers (absent until the trigger ran). */
export interface PostDerived<T> {
  Keywords?: string[];
  /** The author's display name at posting time. */
  UserName?: string;
  ScreenShot?: ImageVariants;
  ScreenShotRejected?: string;
  Anonymised?: boolean;
  /** The text's Markdown as sanitized HTML (the render trigger). */
  Html?: string;
  /** The latest edit of the text (the update trigger). */
  EditedAt?: T;
  /** Votes: Score = UpCount − DownCount (onVoteWritten). */
  Score?: number;
  UpCount?: number;
  DownCount?: number;
  /** Moderation: flags since the last restore, and whether the post is hidden. */
  FlagCount?: number;
  Hidden?: boolean;
  /**
   * A new account's post the create trigger held as likely spam (model/src/spam-score.ts): also
   * Hidden, shown to its author as "Awaiting review". A moderator's restore (the approval) sets
   * it false: the post is reviewed no more.
   */
  AwaitingReview?: boolean;
}

/** Fields of a question its asker changes after creating it (firestore.rules). */
interface QuestionUpdates {
  /** The accepted answer's id; `''` or absent for none. */
  AcceptedAnswerID?: string;
  /** `true` once its author closed it. */
  Closed?: boolean;
}

interface QuestionDerived<T> extends PostDerived<T> {
  AnswerCount?: number;
  /** Follows `AcceptedAnswerID` (question-accepted). */
  HasAcceptedAnswer?: boolean;
  /** `date`, then each new answer's `date` (the Active sort). */
  LastActivity?: T;
  /** Written by onCloseVoteCreated when a round closes or reopens the question (closing.ts). */
  CloseReason?: string;
  DuplicateOf?: string;
  ClosedBy?: string[];
  ClosedAt?: T;
  ReopenedBy?: string[];
  ReopenedAt?: T;
  /** How many close or reopen rounds were decided (the history and inbox ids). */
  CloseRound?: number;
}

export type QuestionDoc<T> = QuestionRaw<T> & QuestionUpdates & QuestionDerived<T>;

export interface AnswerRaw<T> {
  id: string;
  Answer: string;
  Question: string;
  QuestionID: string;
  CatID: string;
  uid: string;
  date: T;
  AnswerScreenShot: string;
}

interface AnswerDerived<T> extends PostDerived<T> {
  /** Whether it is its question's accepted answer. */
  Accepted?: boolean;
}

export type AnswerDoc<T> = AnswerRaw<T> & AnswerDerived<T>;

export interface ContactMessageRaw<T> {
  Name: string;
  EMail: string;
  Comment: string;
  date: T;
  uid?: string;
}

/** The exact field lists the rules allow a client to create (`exactlyKeys` in firestore.rules). */
export const RAW_FIELDS = {
  users: [
    'uid',
    'displayName',
    'EMail',
    'photoURL',
    'Status',
    'SetStatusDone',
    'NoOfQuestionAsked',
    'NoOfQuestionAnswered',
    'CreatedAt',
  ],
  presence: ['state', 'at'],
  categories: ['id', 'Subject', 'uid', 'date'],
  questions: ['id', 'Question', 'Category', 'CatID', 'uid', 'date', 'QuestionScreenShot', 'Tags'],
  answers: ['id', 'Answer', 'Question', 'QuestionID', 'CatID', 'uid', 'date', 'AnswerScreenShot'],
  contactForm: ['Name', 'EMail', 'Comment', 'date', 'uid'],
} as const satisfies {
  users: readonly (keyof UserRaw<unknown>)[];
  presence: readonly (keyof PresenceRaw<unknown>)[];
  categories: readonly (keyof CategoryRaw<unknown>)[];
  questions: readonly (keyof QuestionRaw<unknown>)[];
  answers: readonly (keyof AnswerRaw<unknown>)[];
  contactForm: readonly (keyof ContactMessageRaw<unknown>)[];
};

/**
 * The only `Users` fields a client may change after creating the record (a rename goes through
 * the claimDisplayName callable, which writes displayName).
 */
export const USER_PROFILE_FIELDS = [
  'EMail',
  'photoURL',
] as const satisfies readonly (keyof UserRaw<unknown>)[];

/** The name shown for content whose author deleted the account. */
export const DELETED_USER_NAME = 'Deleted user';
