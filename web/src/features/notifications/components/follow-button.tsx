import { useState } from 'react';
import { Button } from '@/components/ui';
import { useFollow } from '../hooks/use-notifications';

/**
 * Follow / unfollow a question: a toggle button (aria-pressed) whose name stays
 * "Follow question", so assistive technology hears the state rather than a new name; a check
 * mark shows the state to sighted users.
 */
export function FollowButton({ uid, questionId }: { uid: string; questionId: string }) {
  const { state, follow, unfollow } = useFollow(uid, questionId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (state.status !== 'ready') return null;
  const following = state.data;

  async function toggle() {
    setBusy(true);
    setFailed(false);
    try {
      await (following ? unfollow() : follow());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="follow-button">
      <Button
        variant="secondary"
        aria-pressed={following}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {following && <span aria-hidden>✓ </span>}
        Follow question
      </Button>
      {failed && (
        <span role="alert" className="follow-button__error">
          That did not work. Please try again.
        </span>
      )}
    </span>
  );
}
