import { logger } from 'firebase-functions';
import { errorCode } from '@queryhub/model';
import { isTransientError } from './retry-contended';

/**
 * Options of the triggers that use runRetriedTrigger: redelivery on, and a timeout that leaves
 * room for CONTENDED_TRANSACTION_POLICY's budget plus one last transaction.
 */
export const RETRIED_TRIGGER_OPTIONS = { retry: true, timeoutSeconds: 120 } as const;

/** A redelivered event older than this is dropped; the admin repair callables cover it. */
export const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

/** Whether an event (CloudEvent `time`, RFC 3339) is too old to be worth handling. */
export function isEventTooOld(eventTime: string, nowMs: number): boolean {
  const at = Date.parse(eventTime);
  return Number.isFinite(at) && nowMs - at > MAX_EVENT_AGE_MS;
}

export interface TriggerEvent {
  id: string;
  time: string;
}

/**
 * The body of a trigger deployed with `retry: true`: only a transient error (see
 * `isTransientError`) is rethrown, so the platform redelivers the event; any other error would
 * fail the same way on every redelivery, so it is logged and the event is let go. An event
 * older than MAX_EVENT_AGE_MS is dropped without running `work`.
 */
export async function runRetriedTrigger(
  trigger: string,
  event: TriggerEvent,
  work: () => Promise<unknown>,
  nowMs: () => number = Date.now,
): Promise<void> {
  if (isEventTooOld(event.time, nowMs())) {
    logger.error('Event dropped: too old to retry', {
      trigger,
      eventId: event.id,
      time: event.time,
    });
    return;
  }
  try {
    await work();
  } catch (error) {
    if (isTransientError(error)) {
      logger.warn('Event failed with a transient error; left for redelivery', {
        trigger,
        eventId: event.id,
        code: errorCode(error),
      });
      throw error;
    }
    logger.error('Event failed permanently; not retried', {
      trigger,
      eventId: event.id,
      code: errorCode(error),
      error: error instanceof Error && error.stack ? error.stack : String(error),
    });
  }
}
