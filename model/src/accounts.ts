// Account documents beside `Users`: name claims, the public profile, the account tombstone, the
// member's rate stamps and quotas, and the contact callable's budgets, with tolerant readers
// (docs/data-model.md). `Users` and `Presence` are in documents.ts.
import type { NameClaimDoc, PresenceRaw, UserDoc, UserNameDoc } from './documents.js';
import {
  RATE_STAMP_GAP_SECONDS,
  WINDOW_STAMP_LIMITS,
  type RateStampName,
  type WindowStampName,
} from './limits.js';
import type { DocumentData, ImageVariants, ReadTime } from './read-fields.js';
import {
  isDocumentData,
  readChoice,
  readFlag,
  readNumber,
  readString,
  readTime,
  readVariants,
  withOptional,
} from './read-fields.js';

export function readUserDoc(data: DocumentData): UserDoc<ReadTime> {
  const user: UserDoc<ReadTime> = {
    uid: readString(data, 'uid'),
    displayName: readString(data, 'displayName'),
    EMail: readString(data, 'EMail'),
    photoURL: readString(data, 'photoURL'),
    // A record without a status is not known to be online.
    Status: readChoice(data, 'Status', ['Offline Since', 'Active Now']),
    SetStatusDone: readFlag(data, 'SetStatusDone'),
    NoOfQuestionAsked: readNumber(data, 'NoOfQuestionAsked'),
    NoOfQuestionAnswered: readNumber(data, 'NoOfQuestionAnswered'),
    CreatedAt: readTime(data, 'CreatedAt'),
  };
  // Legacy records hold LoginTime as a text.
  const loginText = typeof data.LoginTime === 'string' ? data.LoginTime : null;
  withOptional(user, 'LoginTime', readTime(data, 'LoginTime') ?? loginText);
  withOptional(user, 'LogoutTime', readTime(data, 'LogoutTime'));
  withOptional(user, 'Photo', readVariants(data, 'Photo'));
  if (typeof data.PhotoRejected === 'string') user.PhotoRejected = data.PhotoRejected;
  return user;
}

export function readPresenceDoc(data: DocumentData): PresenceRaw<ReadTime> {
  return { state: readChoice(data, 'state', ['online', 'offline']), at: readTime(data, 'at') };
}

export function readUserNameDoc(data: DocumentData): UserNameDoc {
  const releasedAt = readTime(data, 'ReleasedAt');
  return { uid: readString(data, 'uid'), ...(releasedAt ? { ReleasedAt: releasedAt } : {}) };
}

export function readNameClaimDoc(data: DocumentData): NameClaimDoc<ReadTime> {
  return {
    displayName: readString(data, 'displayName'),
    key: readString(data, 'key'),
    at: readTime(data, 'at'),
    Renames: typeof data.Renames === 'number' ? data.Renames : 0,
  };
}

/** `Profiles/{uid}`: the public profile (functions only). */
export interface ProfileDoc<T> {
  uid: string;
  UserName: string;
  Photo?: ImageVariants;
  /** Member since (null on records without one). */
  CreatedAt: T;
  NoOfQuestionAsked: number;
  NoOfQuestionAnswered: number;
  /** From votes and accepted answers (the reputation triggers). */
  Reputation: number;
  AcceptedCount: number;
}

export function readProfileDoc(data: DocumentData): ProfileDoc<ReadTime> {
  const profile: ProfileDoc<ReadTime> = {
    uid: readString(data, 'uid'),
    UserName: readString(data, 'UserName'),
    CreatedAt: readTime(data, 'CreatedAt'),
    NoOfQuestionAsked: readNumber(data, 'NoOfQuestionAsked'),
    NoOfQuestionAnswered: readNumber(data, 'NoOfQuestionAnswered'),
    Reputation: readNumber(data, 'Reputation'),
    AcceptedCount: readNumber(data, 'AcceptedCount'),
  };
  return withOptional(profile, 'Photo', readVariants(data, 'Photo'));
}

/** `DeletedAccounts/{uid}`: the account was deleted; the rules refuse its writes. */
export interface DeletedAccountDoc<T> {
  deletedAt: T;
}

export function readDeletedAccountDoc(data: DocumentData): DeletedAccountDoc<ReadTime> {
  return { deletedAt: readTime(data, 'deletedAt') };
}

/** `ProfilePictureQuota/{uid}`: new profile pictures in the current hour (the owner writes). */
export interface ProfilePictureQuotaRaw<T> {
  windowStart: T;
  count: number;
  /** `== request.time`: proves the batch that names the picture wrote it. */
  at: T;
}

export function readProfilePictureQuotaDoc(data: DocumentData): ProfilePictureQuotaRaw<ReadTime> {
  return {
    windowStart: readTime(data, 'windowStart'),
    count: readNumber(data, 'count'),
    at: readTime(data, 'at'),
  };
}

/** A gap stamp of `RateLimits/{uid}`: when the member last did it, and to what. */
interface RateStamp<T> {
  at: T;
  id: string;
}

/** A window stamp (flags, votes, accepts): also the window's start and count. */
interface WindowStamp<T> extends RateStamp<T> {
  windowStart: T;
  count: number;
}

/** `RateLimits/{uid}`: one stamp per kind of write, each written with that write. */
export type RateLimitsDoc<T> = Partial<Record<RateStampName, RateStamp<T>>> &
  Partial<Record<WindowStampName, WindowStamp<T>>>;

function readRateStamp(value: unknown): RateStamp<ReadTime> | null {
  if (!isDocumentData(value)) return null;
  return { at: readTime(value, 'at'), id: readString(value, 'id') };
}

function readWindowStamp(value: unknown): WindowStamp<ReadTime> | null {
  const stamp = readRateStamp(value);
  if (!stamp || !isDocumentData(value)) return null;
  return {
    ...stamp,
    windowStart: readTime(value, 'windowStart'),
    count: readNumber(value, 'count'),
  };
}

// Every stamp name the rules know (limits.ts spells them once): a reader that listed them by
// hand once dropped the comment and close-vote stamps.
const GAP_STAMPS = Object.keys(RATE_STAMP_GAP_SECONDS) as RateStampName[];
const WINDOW_STAMPS = Object.keys(WINDOW_STAMP_LIMITS) as WindowStampName[];

export function readRateLimitsDoc(data: DocumentData): RateLimitsDoc<ReadTime> {
  const stamps: RateLimitsDoc<ReadTime> = {};
  for (const name of GAP_STAMPS) withOptional(stamps, name, readRateStamp(data[name]));
  for (const name of WINDOW_STAMPS) withOptional(stamps, name, readWindowStamp(data[name]));
  return stamps;
}

/** `ContactBudgets/{key}`: the contact callable's per-client window (functions only). */
export interface ContactBudgetDoc<T> {
  /** Start of the window, epoch milliseconds. */
  windowStart: number;
  count: number;
  /** For a Firestore TTL policy: two hours after the window opened. */
  expireAt: T;
}

export function readContactBudgetDoc(data: DocumentData): ContactBudgetDoc<ReadTime> {
  return {
    windowStart: readNumber(data, 'windowStart'),
    count: readNumber(data, 'count'),
    expireAt: readTime(data, 'expireAt'),
  };
}
