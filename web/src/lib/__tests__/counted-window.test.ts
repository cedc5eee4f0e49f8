import { docPath, FLAG_WINDOW_SECONDS, FLAGS_PER_WINDOW } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { formFailure } from '@/lib/errors';
import { fakeFirestore, SERVER_TIME, type FakeRef } from '@/testing/fake-firestore';
import {
  TooManyFlagsError,
  commitWithStamp,
  nextWindowStep,
  readCountedWindow,
  tooManyFlagsMessage,
} from '../rate-limits';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

const HOUR = FLAG_WINDOW_SECONDS * 1000;
const START = 1_000_000;
/** A stored timestamp as the SDK reads it back. */
const stored = (millis: number) => ({ toMillis: () => millis, toDate: () => new Date(millis) });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('nextWindowStep', () => {
  it('opens a window for the first flag', () => {
    expect(nextWindowStep(null, START)).toEqual({ step: 'open' });
  });

  it('counts on in the current window up to the limit, keeping its stored start', () => {
    const windowStart = stored(START);
    expect(nextWindowStep({ windowStart, windowStartMillis: START, count: 1 }, START + 1)).toEqual({
      step: 'count',
      windowStart,
      count: 2,
    });
    const almostFull = { windowStart, windowStartMillis: START, count: FLAGS_PER_WINDOW - 1 };
    expect(nextWindowStep(almostFull, START + HOUR - 1)).toMatchObject({
      step: 'count',
      count: FLAGS_PER_WINDOW,
    });
  });

  it('waits for the rest of the hour once the window is full, rounded up to seconds', () => {
    const full = { windowStart: null, windowStartMillis: START, count: FLAGS_PER_WINDOW };
    expect(nextWindowStep(full, START)).toEqual({ step: 'wait', retryAfterSeconds: 3600 });
    expect(nextWindowStep(full, START + HOUR - 1500)).toEqual({
      step: 'wait',
      retryAfterSeconds: 2,
    });
  });

  it('opens a new window once the hour is over, however full the old one was', () => {
    const full = { windowStart: null, windowStartMillis: START, count: FLAGS_PER_WINDOW };
    expect(nextWindowStep(full, START + HOUR)).toEqual({ step: 'open' });
    expect(nextWindowStep({ ...full, count: 1 }, START + 5 * HOUR)).toEqual({ step: 'open' });
  });
});

describe('readCountedWindow', () => {
  it('reads the Flags stamp, and nothing from a document without a usable one', () => {
    const windowStart = stored(START);
    expect(
      readCountedWindow({ Flags: { at: stored(START + 5), id: 'q1', windowStart, count: 3 } }),
    ).toEqual({ windowStart, windowStartMillis: START, count: 3 });
    expect(readCountedWindow(undefined)).toBeNull();
    expect(readCountedWindow({ Answers: { at: stored(START), id: 'a1' } })).toBeNull();
    expect(readCountedWindow({ Flags: { id: 'q1', count: 3 } })).toBeNull();
  });
});

describe('tooManyFlagsMessage', () => {
  it('says in whole minutes, rounded up, when to try again', () => {
    expect(tooManyFlagsMessage(3600)).toBe(
      'You have flagged several posts in a short time. Please try again in 60 minutes.',
    );
    expect(tooManyFlagsMessage(61)).toContain('Please try again in 2 minutes.');
    expect(tooManyFlagsMessage(60)).toContain('Please try again in 1 minute.');
    expect(tooManyFlagsMessage(1)).toContain('Please try again in 1 minute.');
  });

  it('reaches the form as the message itself', () => {
    expect(formFailure(new TooManyFlagsError(90))).toEqual({
      code: null,
      message: 'You have flagged several posts in a short time. Please try again in 2 minutes.',
    });
  });
});

/** A flag sent as flagPost sends it: the flag document and the Flags stamp in one batch. */
function createFlagWithStamp(uid: string, postId: string, ref: never, data: object) {
  return commitWithStamp(uid, 'Flags', postId, (batch) => batch.set(ref, data));
}

describe('commitWithStamp with a counted stamp (Flags)', () => {
  const flagRef = { path: docPath('flags', 'q1_u1'), id: 'q1_u1' };

  it('opens a window with the first flag: stamp and flag in one batch', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await createFlagWithStamp('u1', 'q1', flagRef as never, { PostID: 'q1' });
    expect(fake.sdk.writeBatch).toHaveBeenCalledTimes(1);
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: docPath('rateLimits', 'u1'), id: 'u1' },
      { Flags: { at: SERVER_TIME, id: 'q1', windowStart: SERVER_TIME, count: 1 } },
      { merge: true },
    );
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(flagRef, { PostID: 'q1' });
  });

  it('counts on in the current window, writing its start back unchanged', async () => {
    const windowStart = stored(Date.now() - 60_000);
    const fake = fakeFirestore({
      RateLimits: [{ id: 'u1', Flags: { at: windowStart, id: 'q0', windowStart, count: 2 } }],
    });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await createFlagWithStamp('u1', 'q1', flagRef as never, { PostID: 'q1' });
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: docPath('rateLimits', 'u1'), id: 'u1' },
      { Flags: { at: SERVER_TIME, id: 'q1', windowStart, count: 3 } },
      { merge: true },
    );
  });

  it('reads the window from this device’s cache when it has one, without waiting for the server', async () => {
    const windowStart = stored(Date.now() - 60_000);
    const fake = fakeFirestore();
    fake.sdk.getDocFromCache.mockResolvedValueOnce({
      id: 'u1',
      data: () => ({ Flags: { at: windowStart, id: 'q0', windowStart, count: 2 } }),
      exists: () => true,
    });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await createFlagWithStamp('u1', 'q1', flagRef as never, { PostID: 'q1' });
    expect(fake.sdk.getDoc).not.toHaveBeenCalled();
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: docPath('rateLimits', 'u1'), id: 'u1' },
      { Flags: { at: SERVER_TIME, id: 'q1', windowStart, count: 3 } },
      { merge: true },
    );
  });

  it('sends once more with the server’s window when the cached one was stale', async () => {
    const windowStart = stored(Date.now() - 60_000);
    const fake = fakeFirestore({
      RateLimits: [{ id: 'u1', Flags: { at: windowStart, id: 'q5', windowStart, count: 3 } }],
    });
    fake.sdk.getDocFromCache.mockResolvedValueOnce({
      id: 'u1',
      data: () => ({ Flags: { at: windowStart, id: 'q0', windowStart, count: 1 } }),
      exists: () => true,
    });
    fake.sdk.writeBatch.mockReturnValueOnce({
      set: (ref: FakeRef, data: unknown, options?: unknown) => fake.sdk.setDoc(ref, data, options),
      update: vi.fn(),
      commit: vi.fn(async () => {
        throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      }),
    });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await createFlagWithStamp('u1', 'q1', flagRef as never, { PostID: 'q1' });
    const stampWrites = fake.sdk.setDoc.mock.calls
      .filter(([ref]) => ref.path === docPath('rateLimits', 'u1'))
      .map(([, data]) => (data as { Flags: { count: number } }).Flags.count);
    expect(stampWrites).toEqual([2, 4]);
  });

  it('refuses before writing when the window is full', async () => {
    const windowStart = stored(Date.now() - 30 * 60_000);
    const fake = fakeFirestore({
      RateLimits: [{ id: 'u1', Flags: { windowStart, id: 'q0', count: FLAGS_PER_WINDOW } }],
    });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const attempt = createFlagWithStamp('u1', 'q1', flagRef as never, {});
    await expect(attempt).rejects.toBeInstanceOf(TooManyFlagsError);
    await expect(attempt).rejects.toThrow('Please try again in 30 minutes.');
    expect(fake.sdk.setDoc).not.toHaveBeenCalled();
  });

  it('reports a refusal after another tab filled the window as too many flags', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const windowStart = stored(Date.now() - 10 * 60_000);
    fake.sdk.writeBatch.mockReturnValueOnce({
      set: vi.fn(),
      update: vi.fn(),
      commit: vi.fn(async () => {
        // Meanwhile another tab sent the fifth flag of the window.
        fake.sdk.getDoc.mockResolvedValueOnce({
          id: 'u1',
          data: () => ({ Flags: { windowStart, id: 'q9', count: FLAGS_PER_WINDOW } }),
          exists: () => true,
        });
        throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      }),
    });
    await expect(createFlagWithStamp('u1', 'q1', flagRef as never, {})).rejects.toMatchObject({
      code: 'rate-limited',
      message: 'You have flagged several posts in a short time. Please try again in 50 minutes.',
    });
  });

  it('passes any other refusal on as it came', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    fake.sdk.writeBatch.mockReturnValueOnce({
      set: vi.fn(),
      update: vi.fn(),
      commit: vi.fn(async () => {
        throw Object.assign(new Error('denied'), { code: 'permission-denied' });
      }),
    });
    await expect(createFlagWithStamp('u1', 'q1', flagRef as never, {})).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
