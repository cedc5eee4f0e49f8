import { useCallback, useEffect, useId, useState } from 'react';
import { Button, useDialog } from '@/components/ui';
import { PrivilegeExplanation, usePrivileges } from '@/features/privileges';
import { RATE_LIMITED } from '@/lib/rate-limits';
import { errorCode, type PostRef } from '@queryhub/model';
import { castVote } from '../api/cast-vote';
import { nextVote, type OwnVote } from '../types';
import './votes.css';

export interface VoteControlsProps {
  post: PostRef;
  /** The post's score as the server computed it. */
  score: number;
  /** The post author's uid. */
  authorUid: string;
  /** The reader: null for a visitor, undefined while the sign-in state is unknown. */
  uid: string | null | undefined;
  /** The reader's own vote, as stored. */
  myVote: OwnVote;
}

/** Score with "Upvote" / "Downvote" buttons; pressed shows the reader's own vote. */
export function VoteControls({ post, score, authorUid, uid, myVote }: VoteControlsProps) {
  const dialog = useDialog();
  const [pending, setPending] = useState<OwnVote | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A click made while the sign-in state is unknown (a server-rendered page's first moments)
  // waits for it, so a signed-in reader is never told to log in.
  const [waiting, setWaiting] = useState<1 | -1 | null>(null);
  const own = typeof uid === 'string' && uid === authorUid;
  const shown = pending ?? myVote;
  // Downvoting is a privilege: without it the button explains why (taking a downvote back is
  // always allowed). The explanation is its description, and shows once it is pressed.
  const noDownvote = usePrivileges(uid)?.missing('downvote') ?? null;
  const downvoteBlocked = noDownvote !== null && myVote !== -1 && !own;
  const explanationId = useId();
  const [explained, setExplained] = useState(false);

  const vote = useCallback(
    async (clicked: 1 | -1) => {
      if (uid === undefined) {
        setWaiting(clicked);
        return;
      }
      if (uid === null) {
        await dialog.alert({ title: 'LOGIN', text: 'Please Login To Vote!' });
        return;
      }
      // One change at a time: the next click starts from the stored vote again. A click that
      // waited for the sign-in state may turn out to be on the reader's own post.
      if (pending !== null || uid === authorUid) return;
      const next = nextVote(shown, clicked);
      setPending(next);
      setFailure(null);
      try {
        await castVote(post, uid, myVote, next);
      } catch (error) {
        setFailure(failureText(error, 'Your vote was not saved. Please try again.'));
      } finally {
        setPending(null);
      }
    },
    [uid, authorUid, pending, shown, post, myVote, dialog],
  );

  useEffect(() => {
    if (waiting === null || uid === undefined) return;
    setWaiting(null);
    void vote(waiting);
  }, [waiting, uid, vote]);

  const title = own ? 'You cannot vote on your own post' : undefined;
  return (
    <div className="vote-controls" aria-busy={waiting !== null || undefined}>
      <Button
        variant="ghost"
        className="vote-controls__button"
        aria-pressed={shown === 1}
        disabled={own}
        title={title}
        onClick={() => void vote(1)}
      >
        <span aria-hidden="true">▲</span>
        <span className="visually-hidden">Upvote</span>
      </Button>
      <span className="vote-controls__score">
        <span className="visually-hidden">Score: </span>
        {score}
      </span>
      <Button
        variant="ghost"
        className="vote-controls__button"
        aria-pressed={shown === -1}
        disabled={own}
        aria-disabled={downvoteBlocked || undefined}
        aria-describedby={downvoteBlocked ? explanationId : undefined}
        title={downvoteBlocked ? (noDownvote ?? undefined) : title}
        onClick={() => (downvoteBlocked ? setExplained(true) : void vote(-1))}
      >
        <span aria-hidden="true">▼</span>
        <span className="visually-hidden">Downvote</span>
      </Button>
      {downvoteBlocked && (
        <span role="status" className={explained ? undefined : 'visually-hidden'}>
          <PrivilegeExplanation id={explanationId} message={noDownvote} />
        </span>
      )}
      {failure && (
        <span role="alert" className="vote-controls__error">
          {failure}
        </span>
      )}
    </div>
  );
}

/** A rate limit's own sentence (it says when to try again), else `fallback`. */
export function failureText(error: unknown, fallback: string): string {
  return errorCode(error) === RATE_LIMITED && error instanceof Error ? error.message : fallback;
}
