// What one delivery attempt changes: the delivery's status, the endpoint's run of failures, and
// whether Cloud Tasks should try again. Pure, so the backoff and disable rules are unit-tested.
import { WEBHOOK_LIMITS, type WebhookDeliveryStatus } from '@queryhub/model';

/** Cloud Tasks' retries of deliverWebhook (the emulator's are quick, so tests see them). */
export function webhookRetryConfig(emulator: boolean) {
  return emulator
    ? { maxAttempts: WEBHOOK_LIMITS.maxAttempts, minBackoffSeconds: 1, maxBackoffSeconds: 2 }
    : {
        maxAttempts: WEBHOOK_LIMITS.maxAttempts,
        // 30 s, 60 s, 120 s, 240 s between the five attempts: about 7.5 minutes in all.
        minBackoffSeconds: 30,
        maxBackoffSeconds: 3600,
        maxDoublings: 4,
      };
}

export interface AttemptResult {
  /** The response's status, 0 when none came. */
  statusCode: number;
  /** A bounded excerpt of the error or of a non-2xx response's body. */
  error: string;
}

export interface AttemptOutcome {
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The endpoint's failures in a row after this attempt. */
  failures: number;
  /** The endpoint is disabled by this attempt. */
  disable: boolean;
  /** Throw, so Cloud Tasks runs the task again after its backoff. */
  retry: boolean;
}

function isDelivered(result: AttemptResult): boolean {
  return result.statusCode >= 200 && result.statusCode < 300;
}

/**
 * The outcome of attempt number `attempts` (1 for the first). A 2xx delivers and resets the
 * endpoint's failures; anything else (3xx included: redirects are not followed) counts one more
 * failure, retries while attempts remain, and disables the endpoint at the limit.
 */
export function attemptOutcome(
  result: AttemptResult,
  attempts: number,
  failuresBefore: number,
): AttemptOutcome {
  if (isDelivered(result)) {
    return { status: 'delivered', attempts, failures: 0, disable: false, retry: false };
  }
  const failures = failuresBefore + 1;
  const disable = failures >= WEBHOOK_LIMITS.disableAfterFailures;
  const retry = !disable && attempts < WEBHOOK_LIMITS.maxAttempts;
  return { status: retry ? 'retrying' : 'failed', attempts, failures, disable, retry };
}

/** An excerpt short enough for the delivery log, on one line. */
export function logExcerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const max = WEBHOOK_LIMITS.responseExcerpt;
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}
