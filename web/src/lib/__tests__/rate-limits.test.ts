import { docPath, COLLECTIONS, EDIT_GAP_SECONDS, UNVERIFIED_GAP_FACTOR } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import {
  POST_GAP_SECONDS,
  TooFastError,
  commitWithStamp,
  secondsUntilAllowed,
  tooFastMessage,
} from '../rate-limits';

/** A stored timestamp as the SDK reads it back. */
const storedAt = (millis: number) => ({ toMillis: () => millis, toDate: () => new Date(millis) });

vi.mock('@/lib/firebase', () => ({
  loadFirestore: vi.fn(),
  loadAuth: vi.fn(async () => ({ auth: { currentUser: { emailVerified: true } } })),
}));

beforeEach(() => {
  vi.clearAllMocks();
});

describe('secondsUntilAllowed', () => {
  it('makes an account with an unverified address wait UNVERIFIED_GAP_FACTOR times as long', () => {
    const gap = POST_GAP_SECONDS[COLLECTIONS.answers];
    expect(secondsUntilAllowed(COLLECTIONS.answers, 0, gap * 1000, true)).toBe(0);
    expect(secondsUntilAllowed(COLLECTIONS.answers, 0, gap * 1000, false)).toBe(
      gap * (UNVERIFIED_GAP_FACTOR - 1),
    );
  });

  it('counts the rest of the gap, rounded up, and 0 once it has passed', () => {
    expect(secondsUntilAllowed(COLLECTIONS.answers, null, 5000)).toBe(0);
    expect(secondsUntilAllowed(COLLECTIONS.answers, 1000, 1000)).toBe(
      POST_GAP_SECONDS[COLLECTIONS.answers],
    );
    expect(secondsUntilAllowed(COLLECTIONS.categories, 0, 59_500)).toBe(1);
    expect(secondsUntilAllowed(COLLECTIONS.questions, 0, 30_000)).toBe(0);
    expect(secondsUntilAllowed('Edits', 1000, 1000)).toBe(EDIT_GAP_SECONDS);
  });
});

describe('tooFastMessage', () => {
  it('says in plain words when to try again', () => {
    expect(tooFastMessage(1)).toBe(
      'You are posting faster than QueryHub allows. Please wait 1 second and try again.',
    );
    expect(tooFastMessage(42.2)).toContain('Please wait 43 seconds');
    expect(tooFastMessage(3, 'Edits')).toBe(
      'You are editing faster than QueryHub allows. Please wait 3 seconds and try again.',
    );
  });
});

/** Makes the next batch's commit fail as the rules refuse a write. */
function refuseNextCommit(fake: ReturnType<typeof fakeFirestore>) {
  fake.sdk.writeBatch.mockReturnValueOnce({
    set: vi.fn(),
    update: vi.fn(),
    commit: vi.fn(async () => {
      throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    }),
  });
}

describe('commitWithStamp with a gap stamp', () => {
  it('writes the rate stamp and the post in one batch, without reading the stamp first', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const ref = { path: docPath('answers', 'a1'), id: 'a1' };
    await commitWithStamp('u1', COLLECTIONS.answers, 'a1', (batch) =>
      batch.set(ref as never, { id: 'a1' }),
    );
    expect(fake.sdk.writeBatch).toHaveBeenCalledTimes(1);
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: docPath('rateLimits', 'u1'), id: 'u1' },
      { Answers: { at: SERVER_TIME, id: 'a1' } },
      { merge: true },
    );
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(ref, { id: 'a1' });
    expect(fake.sdk.getDoc).not.toHaveBeenCalled();
  });

  it('writes the edit stamp naming the post with the change', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const ref = { path: docPath('answers', 'a1'), id: 'a1' };
    await commitWithStamp('u1', 'Edits', 'a1', (batch) =>
      batch.update(ref as never, { Answer: 'Edited' }),
    );
    expect(fake.sdk.setDoc).toHaveBeenCalledWith(
      { path: docPath('rateLimits', 'u1'), id: 'u1' },
      { Edits: { at: SERVER_TIME, id: 'a1' } },
      { merge: true },
    );
    expect(fake.sdk.updateDoc).toHaveBeenCalledWith(ref, { Answer: 'Edited' });
  });

  it('explains a refusal by the rules when the last post of that kind is too recent', async () => {
    const recent = storedAt(Date.now() - 2000);
    const fake = fakeFirestore({ RateLimits: [{ id: 'u1', Answers: { at: recent, id: 'a0' } }] });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    refuseNextCommit(fake);
    const attempt = commitWithStamp('u1', COLLECTIONS.answers, 'a1', () => {});
    await expect(attempt).rejects.toBeInstanceOf(TooFastError);
    await expect(attempt).rejects.toMatchObject({ code: 'rate-limited', retryAfterSeconds: 8 });
  });

  it('says when to retry a refused edit', async () => {
    const recent = storedAt(Date.now() - 4000);
    const fake = fakeFirestore({ RateLimits: [{ id: 'u1', Edits: { at: recent, id: 'q0' } }] });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    refuseNextCommit(fake);
    await expect(commitWithStamp('u1', 'Edits', 'a1', () => {})).rejects.toMatchObject({
      code: 'rate-limited',
      retryAfterSeconds: 6,
      message: 'You are editing faster than QueryHub allows. Please wait 6 seconds and try again.',
    });
  });

  it('passes a refusal on as it came when the stamp is not what refused it', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    refuseNextCommit(fake);
    await expect(commitWithStamp('u1', 'Edits', 'a1', () => {})).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
