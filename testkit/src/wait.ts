// Waiting for what the functions compute: a document, a query's size or any condition, by
// polling with plain reads.
//
// Not with listeners: the Firestore emulator can fail a commit that meets a listen stream the
// client is just closing (its commit notifies every open stream, and one already completed makes
// it throw). The write is then stored but reported as "2 UNKNOWN", and the triggers it should
// start never run. A wait that unsubscribed its listener right before the test's next write hit
// exactly that; plain reads open no stream (docs/decisions.md, "Test waits poll").
import type { DocumentData, DocumentReference, Query } from 'firebase-admin/firestore';

/**
 * How long a wait may take before it counts as a hang. Not a budget for the work: a trigger
 * answers in well under a second on an idle machine, but its first run loads the functions
 * runtime (several seconds), and a busy machine (two CPU-bound processes beside the suite)
 * stretches that several-fold. The guard sits far above both, so a slow machine passes and only
 * a trigger that never comes fails, with the last value read (bench/README.md, "Suites under load").
 */
const HANG_GUARD_MS = 120_000;
const WAIT_MS = HANG_GUARD_MS;
const POLL_MS = HANG_GUARD_MS;
/** Between two reads of a document or a query: short, as these reads are cheap. */
const READ_INTERVAL_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until `ready` holds for what was read; past the deadline, fails with `timedOut(last)`. */
async function readUntil<T>(
  read: () => Promise<T>,
  ready: (value: T) => boolean,
  timeoutMs: number,
  intervalMs: number,
  timedOut: (last: T) => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ready(value)) return value;
    if (Date.now() > deadline) throw new Error(timedOut(value));
    await pause(intervalMs);
  }
}

/**
 * Resolves with the document's data once `ready` holds for it; rejects with the last data read
 * when that does not happen in time.
 */
export function waitForDoc(
  ref: DocumentReference,
  ready: (data: DocumentData | undefined) => boolean,
  timeoutMs = WAIT_MS,
): Promise<DocumentData | undefined> {
  return readUntil(
    async () => (await ref.get()).data(),
    ready,
    timeoutMs,
    READ_INTERVAL_MS,
    (last) => `Timed out waiting for ${ref.path}; last data: ${JSON.stringify(last)}`,
  );
}

/** Resolves with the query's result size once `ready` holds for it. */
export function waitForQuery(
  query: Query,
  ready: (size: number) => boolean,
  timeoutMs = WAIT_MS,
): Promise<number> {
  return readUntil(
    async () => (await query.get()).size,
    ready,
    timeoutMs,
    READ_INTERVAL_MS,
    (last) => `Timed out waiting for a query; last size ${last}`,
  );
}

/** Polls `read` until `done` holds for its value, and resolves with that value. */
export function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what = 'a condition',
  timeoutMs = POLL_MS,
  intervalMs = 250,
): Promise<T> {
  return readUntil(read, done, timeoutMs, intervalMs, () => `Timed out waiting for ${what}`);
}

/** Polls `check` until it resolves true (for Storage, which has no listener). */
export async function eventually(
  check: () => Promise<boolean>,
  what = 'a condition',
  timeoutMs = POLL_MS,
): Promise<void> {
  await pollUntil(check, (ok) => ok, what, timeoutMs);
}
