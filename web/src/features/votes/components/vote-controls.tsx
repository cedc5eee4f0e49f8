import { useState } from 'react';
import { Button, useDialog } from '@/components/ui';
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
  const [failed, setFailed] = useState(false);
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
    setFailed(false);
    try {
      await castVote(target, uid, myVote, next);
    } catch {
      setFailed(true);
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
      {failed && (
        <span role="alert" className="vote-controls__error">
          Your vote was not saved. Please try again.
        </span>
      )}
    </div>
  );
}
