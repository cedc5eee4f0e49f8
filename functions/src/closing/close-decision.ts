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
