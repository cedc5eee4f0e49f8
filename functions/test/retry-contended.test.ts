import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENDED_TRANSACTION_POLICY,
  backoffDelayMs,
  isTransientError,
  retryContended,
  type RetryPolicy,
} from '../src/shared/retry-contended';
import {
  isEventTooOld,
  MAX_EVENT_AGE_MS,
  RETRIED_TRIGGER_OPTIONS,
  runRetriedTrigger,
} from '../src/shared/retried-trigger';

const grpcError = (code: number, message = `code ${code}`) =>
  Object.assign(new Error(message), { code });

const POLICY: RetryPolicy = { initialDelayMs: 100, factor: 2, maxDelayMs: 1000, budgetMs: 5000 };

/** A fake clock: `sleep` advances it, nothing really waits. */
function fakeTime(random = () => 0.5) {
  let clock = 0;
  const waits: number[] = [];
  return {
    waits,
    advance: (ms: number) => (clock += ms),
    dependencies: {
      policy: POLICY,
      random,
      now: () => clock,
      sleep: async (ms: number) => {
        waits.push(ms);
        clock += ms;
      },
    },
  };
}

/** Work that fails with the given errors in turn, then returns 'done'. */
function failingThen(errors: unknown[]) {
  let calls = 0;
  return {
    calls: () => calls,
    work: async () => {
      calls += 1;
      const error = errors[calls - 1];
      if (error !== undefined) throw error;
      return 'done';
    },
  };
}

describe('isTransientError', () => {
  it('treats ABORTED, DEADLINE_EXCEEDED and UNAVAILABLE as transient', () => {
    expect([4, 10, 14].map((code) => isTransientError(grpcError(code)))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('treats every other error as permanent', () => {
    for (const code of [0, 3, 5, 6, 7, 8, 9, 13, 16]) {
      expect(isTransientError(grpcError(code))).toBe(false);
    }
    expect(isTransientError(new TypeError('bug'))).toBe(false);
    expect(isTransientError({ code: '10' })).toBe(false);
    expect(isTransientError({ code: 'aborted' })).toBe(false);
    expect(isTransientError(null)).toBe(false);
    expect(isTransientError(undefined)).toBe(false);
  });
});

describe('backoffDelayMs', () => {
  it('grows the ceiling by the factor up to the maximum, scaled by the random draw', () => {
    const ceilings = [0, 1, 2, 3, 4, 5].map((retry) =>
      backoffDelayMs(retry, POLICY, () => 0.999999),
    );
    expect(ceilings).toEqual([99, 199, 399, 799, 999, 999]);
    expect(backoffDelayMs(3, POLICY, () => 0.5)).toBe(400);
    expect(backoffDelayMs(3, POLICY, () => 0)).toBe(0);
  });
});

describe('retryContended', () => {
  it('returns at once when the work succeeds, without waiting', async () => {
    const time = fakeTime();
    const work = failingThen([]);
    await expect(retryContended(work.work, time.dependencies)).resolves.toBe('done');
    expect(work.calls()).toBe(1);
    expect(time.waits).toEqual([]);
  });

  it('reruns the whole work after transient errors, with jittered growing waits', async () => {
    const time = fakeTime();
    const retries: number[] = [];
    const work = failingThen([grpcError(10), grpcError(4), grpcError(14)]);
    const result = await retryContended(work.work, {
      ...time.dependencies,
      onRetry: (_error, retry) => retries.push(retry),
    });
    expect(result).toBe('done');
    expect(work.calls()).toBe(4);
    expect(time.waits).toEqual([50, 100, 200]);
    expect(retries).toEqual([0, 1, 2]);
  });

  it('never retries a permanent error', async () => {
    const time = fakeTime();
    const denied = grpcError(7, 'PERMISSION_DENIED');
    const work = failingThen([denied]);
    await expect(retryContended(work.work, time.dependencies)).rejects.toBe(denied);
    expect(work.calls()).toBe(1);
    expect(time.waits).toEqual([]);
  });

  it('stops with the last error once the next wait would pass the time budget', async () => {
    const time = fakeTime(() => 0.999999);
    const errors = Array.from({ length: 100 }, (_, index) => grpcError(10, `attempt ${index + 1}`));
    const work = failingThen(errors);
    // Each attempt itself takes 1 s of the 5 s budget.
    const slowWork = async () => {
      time.advance(1000);
      return work.work();
    };
    const failure = retryContended(slowWork, time.dependencies);
    await expect(failure).rejects.toThrow('attempt 4');
    expect(work.calls()).toBe(4);
    expect(time.waits).toEqual([99, 199, 399]);
    expect(time.waits.reduce((sum, wait) => sum + wait, 0) + 4000).toBeLessThanOrEqual(
      POLICY.budgetMs,
    );
  });
});

describe('RETRIED_TRIGGER_OPTIONS', () => {
  it('leaves at least 30 s after the retry budget for the last transaction', () => {
    expect(RETRIED_TRIGGER_OPTIONS.retry).toBe(true);
    expect(RETRIED_TRIGGER_OPTIONS.timeoutSeconds * 1000).toBeGreaterThanOrEqual(
      CONTENDED_TRANSACTION_POLICY.budgetMs + 30_000,
    );
  });
});

describe('runRetriedTrigger', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  const event = { id: 'event-1', time: '2026-11-22T11:59:00Z' };

  it('runs the work for a recent event', async () => {
    let ran = false;
    await runRetriedTrigger(
      't',
      event,
      async () => (ran = true),
      () => now,
    );
    expect(ran).toBe(true);
  });

  it('rethrows a transient error so the platform redelivers the event', async () => {
    const aborted = grpcError(10);
    await expect(
      runRetriedTrigger(
        't',
        event,
        () => Promise.reject(aborted),
        () => now,
      ),
    ).rejects.toBe(aborted);
  });

  it('swallows a permanent error so a bad event is not retried for days', async () => {
    await expect(
      runRetriedTrigger(
        't',
        event,
        () => Promise.reject(new TypeError('bad')),
        () => now,
      ),
    ).resolves.toBeUndefined();
    await expect(
      runRetriedTrigger(
        't',
        event,
        () => Promise.reject(grpcError(3)),
        () => now,
      ),
    ).resolves.toBeUndefined();
  });

  it('drops an event older than the cutoff without running the work', async () => {
    let ran = false;
    const old = { id: 'event-2', time: new Date(now - MAX_EVENT_AGE_MS - 1).toISOString() };
    await runRetriedTrigger(
      't',
      old,
      async () => (ran = true),
      () => now,
    );
    expect(ran).toBe(false);
  });
});

describe('isEventTooOld', () => {
  it('compares the event time with the cutoff; an unreadable time is not too old', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(isEventTooOld(new Date(now - MAX_EVENT_AGE_MS).toISOString(), now)).toBe(false);
    expect(isEventTooOld(new Date(now - MAX_EVENT_AGE_MS - 1).toISOString(), now)).toBe(true);
    expect(isEventTooOld('not a time', now)).toBe(false);
  });
});

describe('transactions in functions/src', () => {
  it('all go through runTransactionWithRetry', () => {
    const root = join(__dirname, '../src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && file !== join('shared', 'retry-contended.ts'),
    );
    expect(files.length).toBeGreaterThan(10);
    const direct = files.filter((file) =>
      /\.runTransaction\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(direct).toEqual([]);
  });
});
