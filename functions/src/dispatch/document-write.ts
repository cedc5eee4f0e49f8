// One function per document event: a dispatcher hands each write of a document to the handlers
// whose business it is, in one invocation, instead of waking one function per handler
// (docs/decisions.md, Cloud Functions: "One dispatcher per document").
import { errorCode } from '@queryhub/model';
import type { DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { isEventTooOld } from '../shared/retried-trigger';
import { isTransientError } from '../shared/retry-contended';

/** One write of a document, as each handler of its dispatcher sees it. */
export interface DocumentWrite {
  /** The document's id. */
  readonly id: string;
  /** The event's time (CloudEvent `time`, RFC 3339). */
  readonly time: string;
  /** The data before and after the write: absent before a create and after a delete. */
  readonly before: DocumentData | undefined;
  readonly after: DocumentData | undefined;
  /** The snapshots' update times, for handlers that order writes by them (the search mirror). */
  readonly beforeUpdateMillis: number | undefined;
  readonly afterUpdateMillis: number | undefined;
}

/** How a handler's failure is handled. */
type Redelivery =
  /** A transient error (contention, an unreachable backend) asks for the event again. */
  | 'transient'
  /** Any error does (the search mirror: its database may be restarting; writes are ordered). */
  | 'any';

export interface WriteHandler {
  /** Says what the handler does; the key of its idempotent work and of the logs. */
  readonly name: string;
  /** Whether the write is the handler's business: pure and cheap (no read). */
  readonly wants: (write: DocumentWrite) => boolean;
  /**
   * The work. `eventKey` is unique per event and handler, so two handlers of one event never
   * share an idempotency marker, and a redelivered event gives each the same key again.
   */
  readonly run: (write: DocumentWrite, eventKey: string) => Promise<unknown>;
  readonly redelivery?: Redelivery;
  /**
   * Runs before the others start: what the author waits to see (a new post's Html and counters)
   * does not share the instance with the fan-out, badges and mirror that can come after it.
   */
  readonly first?: boolean;
}

export const isCreate = (write: DocumentWrite): boolean => !write.before && !!write.after;
export const isUpdate = (write: DocumentWrite): boolean => !!write.before && !!write.after;
export const isDelete = (write: DocumentWrite): boolean => !!write.before && !write.after;

/** Runs before each handler; the emulator's test fault switch (testing/fault-switch.ts). */
export type BeforeHandler = (handlerName: string) => Promise<void>;

/** The handlers a write wakes, in their declared order. */
export function handlersFor(
  handlers: readonly WriteHandler[],
  write: DocumentWrite,
): WriteHandler[] {
  return handlers.filter((handler) => handler.wants(write));
}

/**
 * Runs every handler the write wants, side by side (as separate functions would), each isolated
 * from the others' failures; the handlers marked `first` run (side by side) before the rest. A failure that asks for redelivery (see `Redelivery`) is rethrown
 * after all have finished, so the platform delivers the event again (`retry: true`); every
 * handler is idempotent per `eventKey`, so the ones that succeeded find nothing left to do. Any
 * other failure is logged and let go: it would fail the same way again. An event older than
 * MAX_EVENT_AGE_MS is dropped; the admin repair callables cover it.
 */
export async function dispatchWrite(
  dispatcher: string,
  eventId: string,
  write: DocumentWrite,
  handlers: readonly WriteHandler[],
  beforeHandler?: BeforeHandler,
  nowMs: () => number = Date.now,
): Promise<void> {
  const chosen = handlersFor(handlers, write);
  if (chosen.length === 0) return;
  if (isEventTooOld(write.time, nowMs())) {
    logger.error('Event dropped: too old to retry (run the admin repairs)', {
      dispatcher,
      eventId,
      handlers: chosen.map(({ name }) => name),
      time: write.time,
    });
    return;
  }
  const run = async (handler: WriteHandler) => {
    await beforeHandler?.(handler.name);
    await handler.run(write, `${eventId}-${handler.name}`);
  };
  const ordered = [
    ...chosen.filter((handler) => handler.first === true),
    ...chosen.filter((handler) => handler.first !== true),
  ];
  const firstCount = ordered.findIndex((handler) => handler.first !== true);
  const split = firstCount === -1 ? ordered.length : firstCount;
  const results = [
    ...(await Promise.allSettled(ordered.slice(0, split).map(run))),
    ...(await Promise.allSettled(ordered.slice(split).map(run))),
  ];
  const redeliver: unknown[] = [];
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') return;
    const handler = ordered[index];
    const error: unknown = result.reason;
    const details = {
      dispatcher,
      handler: handler?.name,
      eventId,
      code: errorCode(error),
      error: error instanceof Error && error.stack ? error.stack : String(error),
    };
    if ((handler?.redelivery ?? 'transient') === 'any' || isTransientError(error)) {
      logger.warn('Handler failed; the event is left for redelivery', details);
      redeliver.push(error);
    } else {
      logger.error('Handler failed permanently; not retried', details);
    }
  });
  if (redeliver.length > 0) throw redeliver[0];
}
