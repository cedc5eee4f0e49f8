// Closing and reopening questions: the reasons, the vote documents members write and
// the derived close fields the onCloseVoteCreated trigger keeps on the question.
//
// `CloseVotes/{questionId}_{uid}` = {questionId, uid, action, reason, duplicateOf, date}: one
// vote per member per question per round (the trigger deletes a round's votes when the question
// changes state). The asker's, a moderator's and an administrator's vote decides at once; other
// members need the `voteToClose` privilege and CLOSE_VOTES_NEEDED votes decide.
import { CLOSE_COOLDOWN_SECONDS } from './limits.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import { readOptionalChoice, readString, readTime } from './read-fields.js';

/** Why a question is closed. */
export const CLOSE_REASONS = ['duplicate', 'needsDetails', 'offTopic', 'opinionBased'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** How a reason reads: in the close dialog (a radio each) and in "Closed: {reason}". */
export const CLOSE_REASON_LABELS: Record<CloseReason, string> = {
  duplicate: 'Duplicate of…',
  needsDetails: 'Needs details or clarity',
  offTopic: 'Off-topic',
  opinionBased: 'Opinion-based',
};

/** What a vote asks for: close an open question or reopen a closed one. */
export const CLOSE_VOTE_ACTIONS = ['close', 'reopen'] as const;
export type CloseVoteAction = (typeof CLOSE_VOTE_ACTIONS)[number];

/**
 * What a member whose close or reopen vote was refused reads: the question changed state less
 * than CLOSE_COOLDOWN_SECONDS ago (or the vote did not match its state any more).
 */
export function closeCooldownMessage(): string {
  const minutes = Math.round(CLOSE_COOLDOWN_SECONDS / 60);
  return `Your vote was not recorded: a question takes no votes for ${minutes} minutes after it is closed or reopened. Please try again later.`;
}

/** Members' votes that close (or reopen) a question. */
export const CLOSE_VOTES_NEEDED = 3;

/** The fields a client writes in `CloseVotes/{questionId}_{uid}`, exactly. */
export const CLOSE_VOTE_FIELDS = [
  'questionId',
  'uid',
  'action',
  'reason',
  'duplicateOf',
  'date',
] as const;

/** `CloseVotes/{questionId}_{uid}` as the voter writes it (create only). */
export interface CloseVoteRaw<T> {
  questionId: string;
  uid: string;
  action: CloseVoteAction;
  /** A CloseReason for a close; '' for a reopen. */
  reason: string;
  /** The original's id for a duplicate; '' otherwise. */
  duplicateOf: string;
  date: T;
}

/** A stored close vote; null when its action is not one of CLOSE_VOTE_ACTIONS (not a vote). */
export function readCloseVoteDoc(data: DocumentData): CloseVoteRaw<ReadTime> | null {
  const action = readOptionalChoice(data, 'action', CLOSE_VOTE_ACTIONS);
  if (action === null) return null;
  return {
    questionId: readString(data, 'questionId'),
    uid: readString(data, 'uid'),
    action,
    reason: readString(data, 'reason'),
    duplicateOf: readString(data, 'duplicateOf'),
    date: readTime(data, 'date'),
  };
}

export function closeVoteId(questionId: string, uid: string): string {
  return `${questionId}_${uid}`;
}

export function isCloseReason(value: unknown): value is CloseReason {
  return typeof value === 'string' && (CLOSE_REASONS as readonly string[]).includes(value);
}

/**
 * The derived close fields on `Questions/{id}` (functions only): `Closed`, `CloseReason` (''
 * for the author's close-instead-of-delete, which names none), `DuplicateOf` (a question id or
 * ''), `ClosedBy` (the uids whose votes decided), `ClosedAt`, and `CloseRound` (how many times
 * the state changed through votes; names the round's history entry and inbox item).
 */
export interface ClosureView {
  reason: CloseReason | null;
  duplicateOf: string;
  closedAtMillis: number | null;
  round: number;
  /** Whose votes decided the close (`ClosedBy`): the asker alone may reopen only their own. */
  closedBy: string[];
}

/** The notice a closed question shows: "Closed: Off-topic"; a duplicate says "Duplicate". */
export function closedNotice(reason: CloseReason | null): string {
  if (reason === null) return 'Closed: it takes no new answers.';
  return `Closed: ${reason === 'duplicate' ? 'Duplicate' : CLOSE_REASON_LABELS[reason]}`;
}

/** The first line of a duplicate's notice; a link to the target follows. */
export const DUPLICATE_NOTICE = 'This question already has an answer here:';

function millisOf(value: unknown): number | null {
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return (toMillis as () => number).call(value);
  }
  return null;
}

/** The close state of a question document, or null when it is open. */
export function toClosureView(data: Record<string, unknown>): ClosureView | null {
  if (data.Closed !== true) return null;
  const reason = isCloseReason(data.CloseReason) ? data.CloseReason : null;
  const duplicateOf =
    reason === 'duplicate' && typeof data.DuplicateOf === 'string' ? data.DuplicateOf : '';
  const round = typeof data.CloseRound === 'number' ? data.CloseRound : 0;
  const closedBy = Array.isArray(data.ClosedBy)
    ? data.ClosedBy.filter((uid): uid is string => typeof uid === 'string')
    : [];
  return { reason, duplicateOf, closedAtMillis: millisOf(data.ClosedAt), round, closedBy };
}

/**
 * Whether `uid`'s vote alone decides the next round of `question` (besides staff): the asker
 * closes their own open question, and reopens it only when they closed it alone.
 */
export function askerDecides(
  uid: string,
  question: { uid: string; closure?: ClosureView | null },
): boolean {
  if (uid !== question.uid) return false;
  const closedBy = question.closure?.closedBy;
  return !question.closure || (closedBy?.length === 1 && closedBy[0] === uid);
}

/**
 * The reason (and duplicate target) a round of votes decides: the most frequent reason among
 * the votes, the earliest on a tie; for a duplicate, the most frequent target among the votes
 * naming one, likewise.
 */
export function decidedClosure(votes: readonly { reason: string; duplicateOf: string }[]): {
  reason: CloseReason;
  duplicateOf: string;
} {
  const mostFrequent = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    let best = values[0] ?? '';
    for (const value of values)
      if ((counts.get(value) ?? 0) > (counts.get(best) ?? 0)) best = value;
    return best;
  };
  const reasons = votes.map((vote) => vote.reason).filter(isCloseReason);
  const reason = (mostFrequent(reasons) || 'needsDetails') as CloseReason;
  const targets = votes
    .filter((vote) => vote.reason === 'duplicate' && vote.duplicateOf !== '')
    .map((vote) => vote.duplicateOf);
  return reason === 'duplicate'
    ? { reason, duplicateOf: mostFrequent(targets) }
    : { reason, duplicateOf: '' };
}
