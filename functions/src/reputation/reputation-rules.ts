// Stack Overflow's and Apache Answer's values (docs/decisions.md, "Reputation").
import type { PostKind } from '@queryhub/model';

const UPVOTE_POINTS: Record<PostKind, number> = { question: 5, answer: 10 };
const DOWNVOTE_PENALTY = 2;
export const ACCEPTED_ANSWER_POINTS = 15;
/** At most this much reputation is earned from upvotes per UTC day; accepts are exempt. */
const DAILY_UPVOTE_CAP = 200;

/** Points a vote gives its post's author, split into the capped gain and the penalty. */
export interface VotePoints {
  up: number;
  down: number;
}

export function votePoints(kind: PostKind, value: 1 | -1): VotePoints {
  return value === 1 ? { up: UPVOTE_POINTS[kind], down: 0 } : { up: 0, down: DOWNVOTE_PENALTY };
}

/** The UTC day of a time, `YYYY-MM-DD`: the day a vote's points count towards. */
export function utcDay(millis: number): string {
  return new Date(millis).toISOString().slice(0, 10);
}

/** What one day adds to a reputation: the upvote gain up to the cap, minus the penalties. */
export function dayReputation(up: number, down: number): number {
  return Math.min(Math.max(up, 0), DAILY_UPVOTE_CAP) - Math.max(down, 0);
}

/** A whole reputation from per-day ledgers and the number of accepted answers. */
export function totalReputation(
  days: Iterable<{ up: number; down: number }>,
  acceptedAnswers: number,
): number {
  let total = acceptedAnswers * ACCEPTED_ANSWER_POINTS;
  for (const day of days) total += dayReputation(day.up, day.down);
  return total;
}
