// The per-client budget of the contact callable: a fixed window of CONTACT_WINDOW_MS holding at
// most CONTACT_MESSAGES_PER_WINDOW messages. Pure, so the arithmetic is unit-tested directly.
import type { ContactBudgetDoc } from '@queryhub/model';

export const CONTACT_MESSAGES_PER_WINDOW = 5;
export const CONTACT_WINDOW_MS = 60 * 60 * 1000;

/** The window of a `ContactBudgets/{key}` document: its start (epoch ms) and messages sent. */
export type ContactBudget = Pick<ContactBudgetDoc<unknown>, 'windowStart' | 'count'>;

export type BudgetDecision =
  { allowed: true; budget: ContactBudget } | { allowed: false; retryAfterMs: number };

/** Spends one message from `current` at `nowMs`, or says how long until the next is allowed. */
export function spendContactBudget(
  current: ContactBudget | undefined,
  nowMs: number,
  limit = CONTACT_MESSAGES_PER_WINDOW,
  windowMs = CONTACT_WINDOW_MS,
): BudgetDecision {
  if (!current || nowMs - current.windowStart >= windowMs || nowMs < current.windowStart) {
    return { allowed: true, budget: { windowStart: nowMs, count: 1 } };
  }
  if (current.count < limit) {
    return {
      allowed: true,
      budget: { windowStart: current.windowStart, count: current.count + 1 },
    };
  }
  return { allowed: false, retryAfterMs: current.windowStart + windowMs - nowMs };
}

/** "1 minute", "12 minutes": what the refusal tells the sender (always at least one minute). */
export function retryAfterText(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
