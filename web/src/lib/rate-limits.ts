import {
  CLOSE_VOTE_STAMP,
  COLLECTIONS,
  EDIT_STAMP,
  errorCode,
  FLAG_STAMP,
  FLAG_WINDOW_SECONDS,
  FLAGS_PER_WINDOW,
  POST_GAP_SECONDS,
  rateStampGapSeconds,
  readRateLimitsDoc,
  SAVE_STAMP,
  VOTE_STAMP,
  WINDOW_STAMP_LIMITS,
  WINDOW_STAMP_SECONDS,
  type DocumentData,
  type RateStampName,
  type WindowStampName,
} from '@queryhub/model';
import type { WriteBatch } from 'firebase/firestore';
import { loadAuth, loadFirestore } from './firebase';

export { POST_GAP_SECONDS };

export const RATE_LIMITED = 'rate-limited';

/** The sentence a refused post (or edit) shows: what happened and when to try again. */
export function tooFastMessage(
  retryAfterSeconds: number,
  stamp: RateStampName = 'Answers',
): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait = seconds === 1 ? '1 second' : `${seconds} seconds`;
  const doing =
    stamp === EDIT_STAMP
      ? 'editing'
      : stamp === CLOSE_VOTE_STAMP
        ? 'voting to close or reopen'
        : 'posting';
  return `You are ${doing} faster than QueryHub allows. Please wait ${wait} and try again.`;
}

/** A post or edit refused (or not even sent) because the account did it too recently. */
export class TooFastError extends Error {
  readonly code = RATE_LIMITED;
  constructor(
    readonly retryAfterSeconds: number,
    stamp: RateStampName = 'Answers',
  ) {
    super(tooFastMessage(retryAfterSeconds, stamp));
    this.name = 'TooFastError';
  }
}

/**
 * Seconds until `kind` may be stamped again after a stamp at `lastAtMillis`; 0 when it may now.
 * An account with an unverified address waits longer (UNVERIFIED_GAP_FACTOR).
 */
export function secondsUntilAllowed(
  kind: RateStampName,
  lastAtMillis: number | null,
  nowMillis: number,
  emailVerified = true,
): number {
  if (lastAtMillis === null) return 0;
  const remaining = lastAtMillis + rateStampGapSeconds(kind, emailVerified) * 1000 - nowMillis;
  return remaining > 0 ? Math.ceil(remaining / 1000) : 0;
}

async function lastStampMillis(uid: string, kind: RateStampName): Promise<number | null> {
  const { db, sdk } = await loadFirestore();
  const stamps = (await sdk.getDoc(sdk.doc(db, COLLECTIONS.rateLimits, uid))).data();
  return readRateLimitsDoc(stamps ?? {})[kind]?.at?.toMillis() ?? null;
}

/** Throws TooFastError when the account used stamp `kind` too recently to use it again now. */
async function throwIfTooFast(uid: string, kind: RateStampName): Promise<void> {
  const last = await lastStampMillis(uid, kind);
  if (last === null) return;
  const { auth } = await loadAuth();
  const verified = auth.currentUser?.emailVerified ?? true;
  const wait = secondsUntilAllowed(kind, last, Date.now(), verified);
  if (wait > 0) throw new TooFastError(wait, kind);
}

/** The sentence a refused flag shows: the account flagged its FLAGS_PER_WINDOW this hour. */
export function tooManyFlagsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `You have flagged several posts in a short time. Please try again in ${wait}.`;
}

/** A flag refused (or not even sent) because the account's flag window is full. */
export class TooManyFlagsError extends Error {
  readonly code = RATE_LIMITED;
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyFlagsMessage(retryAfterSeconds));
    this.name = 'TooManyFlagsError';
  }
}

/** The account's current window of a counted stamp as stored in `RateLimits/{uid}`. */
export interface CountedWindow {
  /** The stored `windowStart`, written back unchanged while the window counts on. */
  windowStart: unknown;
  windowStartMillis: number;
  count: number;
}

/**
 * What the next counted action does: open a new window (none yet, or the last one is over),
 * count on in the current one, or wait until it is over because it is full.
 */
export type WindowStep =
  | { step: 'open' }
  | { step: 'count'; windowStart: unknown; count: number }
  | { step: 'wait'; retryAfterSeconds: number };

export function nextWindowStep(
  window: CountedWindow | null,
  nowMillis: number,
  limit: number = FLAGS_PER_WINDOW,
  windowSeconds: number = FLAG_WINDOW_SECONDS,
): WindowStep {
  if (window === null) return { step: 'open' };
  const endMillis = window.windowStartMillis + windowSeconds * 1000;
  if (nowMillis >= endMillis) return { step: 'open' };
  if (window.count >= limit) {
    return { step: 'wait', retryAfterSeconds: Math.ceil((endMillis - nowMillis) / 1000) };
  }
  return { step: 'count', windowStart: window.windowStart, count: window.count + 1 };
}

/** The window in a `RateLimits/{uid}` document's data; null when it holds no usable one. */
export function readCountedWindow(
  stamps: DocumentData | undefined,
  stampName: WindowStampName = FLAG_STAMP,
): CountedWindow | null {
  const stamp = readRateLimitsDoc(stamps ?? {})[stampName];
  if (!stamp?.windowStart) return null;
  return {
    windowStart: stamp.windowStart,
    windowStartMillis: stamp.windowStart.toMillis(),
    count: stamp.count,
  };
}

/** Where a counted stamp's window is read from. */
type StampSource = 'cache-first' | 'server';

/**
 * The account's stamps: with `cache-first`, this device's copy when it has one, so the write
 * is queued without waiting for the network (a page left right after the click keeps it);
 * otherwise, or when nothing is cached, the server's. `cached` says which was read.
 */
async function readStamps(uid: string, source: StampSource) {
  const { db, sdk } = await loadFirestore();
  const ref = sdk.doc(db, COLLECTIONS.rateLimits, uid);
  if (source === 'cache-first') {
    const cached = await sdk.getDocFromCache(ref).catch(() => null);
    if (cached?.exists()) return { stamps: cached.data(), cached: true };
  }
  return { stamps: (await sdk.getDoc(ref)).data(), cached: false };
}

async function nextStepOf(
  uid: string,
  stampName: WindowStampName,
  source: StampSource = 'server',
): Promise<{ step: WindowStep; cached: boolean }> {
  const { stamps, cached } = await readStamps(uid, source);
  const step = nextWindowStep(
    readCountedWindow(stamps, stampName),
    Date.now(),
    WINDOW_STAMP_LIMITS[stampName],
    WINDOW_STAMP_SECONDS[stampName],
  );
  return { step, cached };
}

/** How long until a day-long window reopens: minutes below two hours, else hours. */
function waitText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/**
 * The sentence a refused vote, accept choice or save shows: the day's budget (VOTES_PER_DAY,
 * ACCEPTS_PER_DAY, SAVES_PER_DAY) is used up, and when it is back.
 */
function tooManyMessage(stampName: WindowStampName, retryAfterSeconds: number): string {
  if (stampName === FLAG_STAMP) return tooManyFlagsMessage(retryAfterSeconds);
  const limit = WINDOW_STAMP_LIMITS[stampName];
  const wait = waitText(retryAfterSeconds);
  if (stampName === VOTE_STAMP) {
    return `You have used your ${limit} votes for today. You can vote again in ${wait}.`;
  }
  if (stampName === SAVE_STAMP) {
    return `You have saved ${limit} posts today. You can save more in ${wait}.`;
  }
  return `You have changed the accepted answer ${limit} times today. You can change it again in ${wait}.`;
}

/** A vote or an accept choice refused (or not even sent) because the account's window is full. */
export class TooManyError extends Error {
  readonly code = RATE_LIMITED;
  constructor(
    readonly stampName: WindowStampName,
    readonly retryAfterSeconds: number,
  ) {
    super(tooManyMessage(stampName, retryAfterSeconds));
    this.name = 'TooManyError';
  }
}

function tooMany(stampName: WindowStampName, retryAfterSeconds: number): Error {
  return stampName === FLAG_STAMP
    ? new TooManyFlagsError(retryAfterSeconds)
    : new TooManyError(stampName, retryAfterSeconds);
}

/** Every stamp of `RateLimits/{uid}`: a gap stamp (posts, edits) or a counted one (flags, votes, accepts). */
export type StampName = RateStampName | WindowStampName;

function isWindowStamp(stampName: StampName): stampName is WindowStampName {
  return stampName in WINDOW_STAMP_LIMITS;
}

/** Throws the error that tells the user when to retry, if the stamp is what refused the write. */
async function explainRefusal(uid: string, stampName: StampName): Promise<void> {
  if (!isWindowStamp(stampName)) return throwIfTooFast(uid, stampName);
  const { step } = await nextStepOf(uid, stampName);
  if (step.step === 'wait') throw tooMany(stampName, step.retryAfterSeconds);
}

/** The window fields a counted stamp writes next, or a TooMany error when its window is full. */
async function nextWindow(
  uid: string,
  stampName: WindowStampName,
  now: unknown,
  source: StampSource,
) {
  const { step, cached } = await nextStepOf(uid, stampName, source);
  if (step.step === 'wait') throw tooMany(stampName, step.retryAfterSeconds);
  const window =
    step.step === 'count'
      ? { windowStart: step.windowStart, count: step.count }
      : { windowStart: now, count: 1 };
  return { window, cached };
}

/**
 * Commits `write` (what the batch does besides the stamp) together with the account's stamp
 * `stampName` naming `id`, in one batch, as the rules require of every post, edit, flag, vote,
 * accept choice and save. A gap stamp is written without reading it first: the rules refuse one
 * too soon, and only that refusal reads the stamp, to say when to try again (TooFastError). A
 * counted stamp carries its window's start and count, so it reads the window first, from this
 * device's cache when it can; if the rules refuse a window read from the cache (another tab or
 * device counted meanwhile), the batch is sent once more with the server's window. A full
 * window is refused before sending, and a refusal that still happens is reported the same way
 * (TooManyError, TooManyFlagsError).
 */
export async function commitWithStamp(
  uid: string,
  stampName: StampName,
  id: string,
  write: (batch: WriteBatch) => void,
): Promise<void> {
  const { db, sdk } = await loadFirestore();
  const now = sdk.serverTimestamp();
  /** One attempt: the refusal (null when committed) and whether the window came from the cache. */
  const send = async (source: StampSource) => {
    const { window, cached } = isWindowStamp(stampName)
      ? await nextWindow(uid, stampName, now, source)
      : { window: {}, cached: false };
    const batch = sdk.writeBatch(db);
    batch.set(
      sdk.doc(db, COLLECTIONS.rateLimits, uid),
      { [stampName]: { at: now, id, ...window } },
      { merge: true },
    );
    write(batch);
    const refusal = await batch.commit().then(
      () => null,
      (error: unknown) => error ?? new Error('The write was refused'),
    );
    return { refusal, cached };
  };
  let attempt = await send('cache-first');
  if (attempt.cached && isDenied(attempt.refusal)) attempt = await send('server');
  if (attempt.refusal === null) return;
  if (isDenied(attempt.refusal)) await explainRefusal(uid, stampName);
  throw attempt.refusal;
}

const isDenied = (error: unknown) => error !== null && errorCode(error) === 'permission-denied';
