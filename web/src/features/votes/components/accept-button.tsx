import { useState } from 'react';
import { Button } from '@/components/ui';
import { setAcceptedAnswer } from '../api/accept-answer';
import './votes.css';

export interface AcceptButtonProps {
  questionId: string;
  answerId: string;
  /** Whether this answer is the question's accepted one. */
  accepted: boolean;
}

/** The asker's toggle: accept this answer, or take the acceptance back. */
export function AcceptButton({ questionId, answerId, accepted }: AcceptButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await setAcceptedAnswer(questionId, accepted ? '' : answerId);
    } catch {
      setFailed(true);
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
      {failed && (
        <span role="alert" className="vote-controls__error">
          The choice was not saved. Please try again.
        </span>
      )}
    </>
  );
}

/** The visible mark of the accepted answer. */
export function AcceptedBadge() {
  return <p className="accepted-badge">Accepted answer</p>;
}
