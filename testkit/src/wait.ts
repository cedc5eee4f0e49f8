// Waiting for what the functions compute: a document or a query through a listener, or any
// condition by polling (Storage has no listener).
import type { DocumentData, DocumentReference, Query } from 'firebase-admin/firestore';

const WAIT_MS = 20_000;
/** Polling waits for slower work (image variants, cascades) and allow more by default. */
const POLL_MS = 30_000;

/**
 * Resolves with the document's data once `ready` holds for it, watching with onSnapshot; rejects
 * with the last data seen when that does not happen in time.
 */
export function waitForDoc(
  ref: DocumentReference,
  ready: (data: DocumentData | undefined) => boolean,
  timeoutMs = WAIT_MS,
): Promise<DocumentData | undefined> {
  return new Promise((resolve, reject) => {
    let last: DocumentData | undefined;
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Timed out waiting for ${ref.path}; last data: ${JSON.stringify(last)}`));
    }, timeoutMs);
    const unsubscribe = ref.onSnapshot(
      (snapshot) => {
        last = snapshot.data();
        if (!ready(last)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(last);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Resolves with the query's result size once `ready` holds for it, watching with onSnapshot. */
export function waitForQuery(
  query: Query,
  ready: (size: number) => boolean,
  timeoutMs = WAIT_MS,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let last = -1;
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Timed out waiting for a query; last size ${last}`));
    }, timeoutMs);
    const unsubscribe = query.onSnapshot(
      (snapshot) => {
        last = snapshot.size;
        if (!ready(last)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(last);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Polls `read` until `done` holds for its value, and resolves with that value. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what = 'a condition',
  timeoutMs = POLL_MS,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Polls `check` until it resolves true (for Storage, which has no listener). */
export async function eventually(
  check: () => Promise<boolean>,
  what = 'a condition',
  timeoutMs = POLL_MS,
): Promise<void> {
  await pollUntil(check, (ok) => ok, what, timeoutMs);
}
