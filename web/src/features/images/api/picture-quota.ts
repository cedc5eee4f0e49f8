// The per-account bound on new profile pictures (firestore.rules, ProfilePictureQuota/{uid}):
// at most PICTURES_PER_WINDOW per hour-long window, each naming one upload.

import { PICTURE_WINDOW_MS, PICTURES_PER_WINDOW } from '@queryhub/model';

export { PICTURE_WINDOW_MS, PICTURES_PER_WINDOW };

/** What ProfilePictureQuota/{uid} holds (`windowStart` as the SDK's Timestamp). */
export interface PictureQuota {
  windowStart: { toMillis(): number };
  count: number;
}

export type QuotaStep<Time> =
  | { allowed: true; next: { windowStart: Time; count: number; at: Time } }
  | { allowed: false; retryAtMillis: number };

/**
 * The quota document after one more new picture, or when to retry. Counting on inside the
 * window is always accepted by the rules, so a new window is started only once the count is
 * used up and the window is over (by the local clock; the rules check the server's).
 */
export function nextPictureQuota<Time>(
  current: PictureQuota | undefined,
  nowMillis: number,
  serverTime: Time,
): QuotaStep<Time | PictureQuota['windowStart']> {
  if (!current)
    return { allowed: true, next: { windowStart: serverTime, count: 1, at: serverTime } };
  if (current.count < PICTURES_PER_WINDOW) {
    const next = { windowStart: current.windowStart, count: current.count + 1, at: serverTime };
    return { allowed: true, next };
  }
  const retryAtMillis = current.windowStart.toMillis() + PICTURE_WINDOW_MS;
  if (nowMillis < retryAtMillis) return { allowed: false, retryAtMillis };
  return { allowed: true, next: { windowStart: serverTime, count: 1, at: serverTime } };
}

/** The error a refused picture change carries: the code and the plain-words message. */
export function pictureRateLimited(retryAtMillis: number): Error & { code: string } {
  const time = new Date(retryAtMillis).toLocaleTimeString([], {
    hour: '2-digit',
    minute: '2-digit',
  });
  return Object.assign(
    new Error(
      `You can change your profile picture ${PICTURES_PER_WINDOW} times an hour. Please try again after ${time}.`,
    ),
    { code: 'resource-exhausted' },
  );
}
