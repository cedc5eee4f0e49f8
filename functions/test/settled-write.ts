// Admin SDK writes from emulator tests that touch a document a trigger's transaction may still
// hold. The Firestore emulator locks every document a transaction reads until the transaction
// ends; a plain write that meets such a lock waits for it and, when the wait is cut short,
// fails with gRPC code 2 (UNKNOWN) rather than production's ABORTED. A listener can see the
// trigger's commit before the emulator has released the locks, so a test's next write can meet
// them. Such a write is repeated, a bounded number of times, only for these lock codes.
const LOCK_CODES: ReadonlySet<number> = new Set([2, 10]);
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
      await sleep(FIRST_WAIT_MS * 2 ** (attempt - 1));
    }
  }
}
