// Pure logic of a close or reopen vote that arrives when its question is already in the state it
// asks for (applyCloseVote): its round was decided, by this vote (a redelivery) or by others.
import type { RoundOutcome, StoredCloseVote } from './close-decision';

/** The close fields of `Questions/{id}` the check reads. */
export interface QuestionCloseState {
  Closed?: boolean;
  CloseReason?: string;
  DuplicateOf?: string;
  ClosedBy?: string[];
  ReopenedBy?: string[];
}

/**
 * Null while the question is not yet in the state the vote asks for (the vote counts in its
 * round). Else the round is decided: the decided round when this vote is among its deciders (a
 * redelivery, answered again so that its notification is sent even after a crash), or 'late'
 * when others decided it (the vote is dropped).
 */
export function settledRound(
  vote: Pick<StoredCloseVote, 'uid' | 'action'>,
  question: QuestionCloseState,
): RoundOutcome | 'late' | null {
  const closed = question.Closed === true;
  if ((vote.action === 'close') !== closed) return null;
  const deciders = (closed ? question.ClosedBy : question.ReopenedBy) ?? [];
  if (!deciders.includes(vote.uid)) return 'late';
  return {
    action: vote.action,
    deciders,
    reason: question.CloseReason ?? '',
    duplicateOf: question.DuplicateOf ?? '',
  };
}
