import { useState } from 'react';
import type { PostRef } from '@queryhub/model';
import { Button } from '@/components/ui';
import { setAcceptedAnswer } from '../api/accept-answer';
import { failureText } from './vote-controls';
import './votes.css';

export interface AcceptButtonProps {
  /** The answer. */
  post: PostRef;
  /** The asker, signed in. */
  uid: string;
  /** Whether this answer is the question's accepted one. */
  accepted: boolean;
}

/** The asker's toggle: accept this answer, or take the acceptance back. */
export function AcceptButton({ post, uid, accepted }: AcceptButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await setAcceptedAnswer(uid, post.questionId, accepted ? '' : post.id);
    } catch (error) {
      setFailure(failureText(error, 'The choice was not saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        className="accept-button"
        aria-pressed={accepted}
        disabled={busy}
        onClick={() => void toggle()}
      >
        Accept answer
      </Button>
      {failure && (
        <span role="alert" className="vote-controls__error">
          {failure}
        </span>
      )}
    </>
  );
}

/** The visible mark of the accepted answer. */
export function AcceptedBadge() {
  return <p className="accepted-badge">Accepted answer</p>;
}
