import { describe, expect, it } from 'vitest';
import {
  PICTURE_WINDOW_MS,
  PICTURES_PER_WINDOW,
  nextPictureQuota,
  pictureRateLimited,
} from '../picture-quota';

const NOW = Date.UTC(2026, 0, 5, 12, 0, 0);
const SERVER = 'server-time';
const startedAt = (millis: number) => ({ toMillis: () => millis });

describe('nextPictureQuota', () => {
  it('starts a window for the first picture', () => {
    expect(nextPictureQuota(undefined, NOW, SERVER)).toEqual({
      allowed: true,
      next: { windowStart: SERVER, count: 1, at: SERVER },
    });
  });

  it('counts on inside the window, keeping its start', () => {
    const windowStart = startedAt(NOW - 1000);
    expect(nextPictureQuota({ windowStart, count: 3 }, NOW, SERVER)).toEqual({
      allowed: true,
      next: { windowStart, count: 4, at: SERVER },
    });
  });

  it('refuses the eleventh picture of the hour and says when to retry', () => {
    const windowStart = startedAt(NOW - 1000);
    const step = nextPictureQuota({ windowStart, count: PICTURES_PER_WINDOW }, NOW, SERVER);
    expect(step).toEqual({ allowed: false, retryAtMillis: NOW - 1000 + PICTURE_WINDOW_MS });
  });

  it('starts a new window once the used-up one is over', () => {
    const windowStart = startedAt(NOW - PICTURE_WINDOW_MS);
    expect(nextPictureQuota({ windowStart, count: PICTURES_PER_WINDOW }, NOW, SERVER)).toEqual({
      allowed: true,
      next: { windowStart: SERVER, count: 1, at: SERVER },
    });
  });
});

describe('pictureRateLimited', () => {
  it('carries resource-exhausted and a message in plain words', () => {
    const error = pictureRateLimited(NOW);
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toMatch(
      /^You can change your profile picture 10 times an hour\. Please try again after /,
    );
  });
});
