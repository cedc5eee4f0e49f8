import { useState } from 'react';
import { Button } from '@/components/ui';
import './follow-toggle-button.css';

export interface FollowToggleButtonProps {
  following: boolean;
  /** The button's one name, whatever the state: "Follow question", "Follow tag", … */
  label: string;
  /** Follows (true) or unfollows (false); a rejection shows "That did not work". */
  onToggle: (follow: boolean) => Promise<void>;
}

/**
 * A follow toggle (aria-pressed) whose name stays the same, so assistive technology hears the
 * state rather than a new name; a check mark shows the state to sighted users.
 */
export function FollowToggleButton({ following, label, onToggle }: FollowToggleButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function toggle() {
    setBusy(true);
    setFailed(false);
    try {
      await onToggle(!following);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="follow-toggle">
      <Button
        variant="secondary"
        aria-pressed={following}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {following && <span aria-hidden>✓ </span>}
        {label}
      </Button>
      {failed && (
        <span role="alert" className="follow-toggle__error">
          That did not work. Please try again.
        </span>
      )}
    </span>
  );
}
