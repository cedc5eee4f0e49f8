import { errorCode } from '@queryhub/model';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';

// gRPC status codes that mean "try the whole thing again later", not "this cannot work".
// ABORTED: lock contention ("Transaction lock timeout"); DEADLINE_EXCEEDED and UNAVAILABLE:
// an overloaded or briefly unreachable backend. Every other code (and any error without a
// numeric code, such as a bug in our own code) is permanent.
const TRANSIENT_GRPC_CODES: ReadonlySet<number> = new Set([4, 10, 14]);

export function isTransientError(error: unknown): boolean {
  const code = errorCode(error);
  return typeof code === 'number' && TRANSIENT_GRPC_CODES.has(code);
}

export interface RetryPolicy {
  /** Upper bound of the first wait, in ms. */
  initialDelayMs: number;
  /** Each later upper bound is the previous one times this. */
  factor: number;
  /** No single wait is longer than this. */
  maxDelayMs: number;
  /** No new attempt starts once this much time has passed since the first one. */
  budgetMs: number;
}

/**
 * The Admin SDK already retries a transaction up to 5 times; this is a second layer for when it
 * gives up. In the 50-user load run one such SDK call took up to about 18 s (each of its attempts
 * waits out the emulator's lock timeout), so the budget allows a few of them; the triggers that
 * use it run with RETRIED_TRIGGER_OPTIONS.timeoutSeconds (120 s), leaving room for the last one.
 */
export const CONTENDED_TRANSACTION_POLICY: RetryPolicy = {
  initialDelayMs: 200,
  factor: 2,
  maxDelayMs: 5000,
  budgetMs: 60_000,
};

/** The wait before retry number `retry` (0 = the first retry): "full jitter" backoff. */
export function backoffDelayMs(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.initialDelayMs * policy.factor ** retry);
  return Math.floor(random() * ceiling);
}

export interface RetryDependencies {
  policy?: RetryPolicy;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  now?: () => number;
  /** Told about each retry before its wait, e.g. to log it. */
  onRetry?: (error: unknown, retry: number, delayMs: number) => void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work`, and runs it again after a jittered, growing wait whenever it fails with a
 * transient error, until it succeeds, fails permanently, or the time budget would be exceeded;
 * then the last error is thrown. `work` must be safe to repeat as a whole.
 */
export async function retryContended<T>(
  work: () => Promise<T>,
  dependencies: RetryDependencies = {},
): Promise<T> {
  const {
    policy = CONTENDED_TRANSACTION_POLICY,
    sleep = realSleep,
    random = Math.random,
    now = Date.now,
    onRetry,
  } = dependencies;
  const started = now();
  for (let retry = 0; ; retry += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isTransientError(error)) throw error;
      const delayMs = backoffDelayMs(retry, policy, random);
      if (now() - started + delayMs > policy.budgetMs) throw error;
      onRetry?.(error, retry, delayMs);
      await sleep(delayMs);
    }
  }
}

/**
 * `db.runTransaction`, retried as a whole on lock contention and transient backend errors.
 * Each retry is a new transaction that reads everything again (an idempotency marker too).
 */
export function runTransactionWithRetry<T>(
  db: Firestore,
  update: (transaction: Transaction) => Promise<T>,
  dependencies: RetryDependencies = {},
): Promise<T> {
  return retryContended(() => db.runTransaction(update), {
    onRetry: logRetry,
    ...dependencies,
  });
}

function logRetry(error: unknown, retry: number, delayMs: number): void {
  const message = error instanceof Error ? error.message : String(error);
  logger.warn('Retrying a transaction after a transient error', {
    code: errorCode(error),
    message,
    retry,
    delayMs,
  });
}
