import { DRAFT_QUIET_MS, DRAFT_SAVE_INTERVAL_MS } from '@queryhub/model';

/**
 * Paces a composer's draft writes: the latest content is written DRAFT_QUIET_MS after the first
 * change, and never sooner than DRAFT_SAVE_INTERVAL_MS after the previous write, so typing
 * without a pause still writes at most once per interval. Pure (timers and clock injected) so
 * the pacing is unit-tested without React or Firestore.
 */
export interface DraftSaver<C> {
  /** The content changed: write it soon. */
  change(content: C): void;
  /** Writes what is pending now (leaving the page). */
  flush(): void;
  /** Drops what is pending without writing it (discarded or posted). */
  cancel(): void;
}

export interface DraftSaverOptions<C> {
  write: (content: C) => void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  quietMs?: number;
  intervalMs?: number;
}

export function createDraftSaver<C>(options: DraftSaverOptions<C>): DraftSaver<C> {
  const {
    write,
    now = Date.now,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    quietMs = DRAFT_QUIET_MS,
    intervalMs = DRAFT_SAVE_INTERVAL_MS,
  } = options;
  let pending: { content: C } | null = null;
  let timer: unknown = null;
  let lastWriteAt = -Infinity;

  function run() {
    timer = null;
    if (!pending) return;
    const { content } = pending;
    pending = null;
    lastWriteAt = now();
    write(content);
  }

  return {
    change(content) {
      pending = { content };
      if (timer !== null) return;
      timer = setTimer(run, Math.max(quietMs, lastWriteAt + intervalMs - now()));
    },
    flush() {
      if (timer !== null) clearTimer(timer);
      run();
    },
    cancel() {
      if (timer !== null) clearTimer(timer);
      timer = null;
      pending = null;
    },
  };
}
