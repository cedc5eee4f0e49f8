// Pure logic of closing and reopening: which fields a decided round writes on the question.
import {
  CLOSE_VOTES_NEEDED,
  closedNotice,
  decidedClosure,
  isCloseReason,
  readCloseVoteDoc,
  type DocumentData,
  type CloseVoteAction,
} from '@queryhub/model';

/** A close vote as stored (only the fields the decision reads). */
export interface StoredCloseVote {
  uid: string;
  action: CloseVoteAction;
  reason: string;
  duplicateOf: string;
}

export function readCloseVote(data: DocumentData | undefined): StoredCloseVote | null {
  const vote = data ? readCloseVoteDoc(data) : null;
  if (!vote || vote.uid === '') return null;
  return { uid: vote.uid, action: vote.action, reason: vote.reason, duplicateOf: vote.duplicateOf };
}

/**
 * Whether a vote decides its round alone. A moderator's or an admin's always does. The asker's
 * close does (they close their own question), but their reopen only undoes a close they made
 * alone: a close by a moderator or by the community's votes is reopened only by a moderator or
 * by CLOSE_VOTES_NEEDED privileged votes, the asker's counting as one when they hold the
 * privilege (the rules refuse it otherwise).
 */
export function isBindingVote(
  vote: Pick<StoredCloseVote, 'uid' | 'action'>,
  staff: boolean,
  question: { uid: string; ClosedBy?: readonly string[] },
): boolean {
  if (staff) return true;
  if (vote.uid !== question.uid) return false;
  if (vote.action === 'close') return true;
  const closedBy = question.ClosedBy ?? [];
  return closedBy.length === 1 && closedBy[0] === question.uid;
}

/** Whether a round is decided: one binding vote (asker, moderator, admin) or enough votes. */
export function isDecided(binding: boolean, votes: number): boolean {
  return binding || votes >= CLOSE_VOTES_NEEDED;
}

/** What the round decided: by the binding vote alone, or by the round's votes together. */
export interface RoundOutcome {
  action: CloseVoteAction;
  /** The uids whose votes decided (the binding voter, or the round's voters). */
  deciders: string[];
  /** For a close: the reason and duplicate target; '' for a reopen. */
  reason: string;
  duplicateOf: string;
}

export function roundOutcome(
  deciding: StoredCloseVote,
  binding: boolean,
  round: readonly StoredCloseVote[],
): RoundOutcome {
  const voters = binding ? [deciding] : round;
  const deciders = [...new Set(voters.map((vote) => vote.uid))];
  if (deciding.action === 'reopen') {
    return { action: 'reopen', deciders, reason: '', duplicateOf: '' };
  }
  const { reason, duplicateOf } = decidedClosure(voters);
  return { action: 'close', deciders, reason, duplicateOf };
}

/** The history line of a round: "Closed: Off-topic" or "Reopened". */
export function outcomeNote(outcome: RoundOutcome): string {
  if (outcome.action === 'reopen') return 'Reopened';
  return closedNotice(isCloseReason(outcome.reason) ? outcome.reason : null);
}
