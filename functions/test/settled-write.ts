// Admin SDK writes from emulator tests that touch a document a trigger's transaction may still
// hold. The Firestore emulator locks every document a transaction reads until it ends, and a
// plain write that meets such a lock can be refused with ABORTED, as production may refuse a
// write under contention. Such a write is repeated, a bounded number of times, only for that
// code.
//
// Not for "2 UNKNOWN": in the emulator that code meant a write that was stored but whose
// triggers never ran (a commit meeting a listen stream being closed; see testkit's wait.ts).
// Repeating it hid the lost triggers, so it now fails the test.
const LOCK_CODES: ReadonlySet<number> = new Set([10]);
const ATTEMPTS = 5;
const FIRST_WAIT_MS = 100;

export function isEmulatorLockError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && LOCK_CODES.has(code);
}

/** Runs `write` (which must be safe to repeat, e.g. a set or update), retrying lock errors. */
export async function settledWrite<T>(
  write: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isEmulatorLockError(error)) throw error;
      // Visible in the suite's output, so a run that needed retries can be told apart.
      console.warn(`settledWrite: attempt ${attempt} refused with code 10; repeating`);
      await sleep(FIRST_WAIT_MS * 2 ** (attempt - 1));
    }
  }
}
