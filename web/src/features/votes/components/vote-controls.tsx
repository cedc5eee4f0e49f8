import { useState } from 'react';
import { Button, useDialog } from '@/components/ui';
import { RATE_LIMITED } from '@/lib/rate-limits';
import { castVote } from '../api/cast-vote';
import { nextVote, type VoteTarget, type VoteValue } from '../types';
import './votes.css';

export interface VoteControlsProps {
  target: VoteTarget;
  /** The post's score as the server computed it. */
  score: number;
  /** The post author's uid. */
  authorUid: string;
  /** The reader: null for a visitor. */
  uid: string | null;
  /** The reader's own vote, as stored. */
  myVote: VoteValue;
}

/** Score with "Upvote" / "Downvote" buttons; pressed shows the reader's own vote. */
export function VoteControls({ target, score, authorUid, uid, myVote }: VoteControlsProps) {
  const dialog = useDialog();
  const [pending, setPending] = useState<VoteValue | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const own = uid !== null && uid === authorUid;
  const shown = pending ?? myVote;

  const vote = async (clicked: 1 | -1) => {
    if (uid === null) {
      await dialog.alert({ title: 'LOGIN', text: 'Please Login To Vote!' });
      return;
    }
    // One change at a time: the next click starts from the stored vote again.
    if (pending !== null) return;
    const next = nextVote(shown, clicked);
    setPending(next);
    setFailure(null);
    try {
      await castVote(target, uid, myVote, next);
    } catch (error) {
      setFailure(failureText(error, 'Your vote was not saved. Please try again.'));
    } finally {
      setPending(null);
    }
  };

  const title = own ? 'You cannot vote on your own post' : undefined;
  return (
    <div className="vote-controls">
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
        title={title}
        onClick={() => void vote(-1)}
      >
        <span aria-hidden="true">▼</span>
        <span className="visually-hidden">Downvote</span>
      </Button>
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
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === RATE_LIMITED && typeof message === 'string' ? message : fallback;
}
