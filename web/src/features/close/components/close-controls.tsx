import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui';
import { PrivilegeExplanation, usePrivileges } from '@/features/privileges';
import { RATE_LIMITED } from '@/lib/rate-limits';
import { useSubscription } from '@/lib/subscription';
import {
  askerDecides,
  closeCooldownMessage,
  errorCode,
  COLLECTIONS,
  CLOSE_VOTES_NEEDED,
  closeVoteId,
  type QuestionView,
} from '@queryhub/model';
import { castCloseVote, subscribeToMyCloseVote } from '../api/close-votes';
import { CloseDialog } from './close-dialog';
import './close.css';

export interface CloseControlsProps {
  question: QuestionView;
  /** The reader: null for a visitor, undefined while the sign-in state is unknown. */
  uid: string | null | undefined;
}

/**
 * **Close** (with a reason) on an open question and **Reopen** on a closed one, for signed-in
 * members. Moderators and admins decide at once, and so does the asker, except to reopen a close
 * by a moderator or the community; members with the `voteToClose`
 * privilege vote; others see why they cannot.
 */
export function CloseControls({ question, uid }: CloseControlsProps) {
  const standing = usePrivileges(uid);
  const member = typeof uid === 'string' ? uid : null;
  const myVote = useSubscription(
    `${COLLECTIONS.closeVotes}/${closeVoteId(question.id, member ?? '-')}`,
    member ? subscribeToMyCloseVote(question.id, member) : async () => () => undefined,
  );
  const dialogRef = useRef<HTMLDialogElement>(null);
  const explanationId = useId();
  const [explained, setExplained] = useState(false);
  // What the last vote said, for the state it was cast in (a decided round changes the state).
  const [sent, setSent] = useState<{ closed: boolean; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!member || !standing) return null;

  const action = question.closed ? 'reopen' : 'close';
  // The asker decides their own close, and reopens only a close they made alone.
  const decides = askerDecides(member, question) || standing.moderator || standing.admin;
  const missing = decides ? null : standing.missing('voteToClose');
  const voted = myVote.status === 'ready' && myVote.data === action;
  const label = question.closed ? 'Reopen' : 'Close';
  const sentText = sent !== null && sent.closed === question.closed ? sent.text : null;

  async function vote(reason: '' | Parameters<typeof castCloseVote>[0]['reason'], target = '') {
    setFailure(null);
    try {
      await castCloseVote({
        questionId: question.id,
        uid: member!,
        action,
        reason,
        duplicateOf: target,
      });
    } catch (error) {
      setFailure(closeVoteFailure(error));
      throw error;
    }
    setSent({
      closed: question.closed,
      text: decides
        ? `${question.closed ? 'Reopening' : 'Closing'} the question…`
        : `Your vote to ${action} is recorded: ${CLOSE_VOTES_NEEDED} votes ${action} a question.`,
    });
  }

  if (voted) {
    return (
      <span className="close-status" role="status">
        {sentText ?? `You voted to ${action} this question.`}
      </span>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        aria-disabled={missing !== null || undefined}
        aria-describedby={missing !== null ? explanationId : undefined}
        onClick={() => {
          if (missing !== null) setExplained(true);
          else if (question.closed) vote('').catch(() => undefined);
          else dialogRef.current?.showModal();
        }}
      >
        {label}
      </Button>
      {missing !== null && (
        <span role="status" className={explained ? undefined : 'visually-hidden'}>
          <PrivilegeExplanation id={explanationId} message={missing} />
        </span>
      )}
      {sentText && <span role="status">{sentText}</span>}
      {failure && <span role="alert">{failure}</span>}
      {!question.closed && missing === null && (
        <CloseDialog
          dialogRef={dialogRef}
          questionId={question.id}
          questionText={question.question}
          submitLabel={decides ? 'Close question' : 'Vote to close'}
          onSubmit={(reason, target) => vote(reason, target)}
        />
      )}
    </>
  );
}

/**
 * Why a close or reopen vote was refused: the account's CloseVotes gap (its own sentence), or
 * else the question's cooldown after it was closed or reopened (CLOSE_COOLDOWN_SECONDS).
 */
function closeVoteFailure(error: unknown): string {
  if (errorCode(error) === RATE_LIMITED && error instanceof Error) return error.message;
  return closeCooldownMessage();
}
