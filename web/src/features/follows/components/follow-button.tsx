import { useState } from 'react';
import type { FollowKind, FollowTarget } from '@queryhub/model';
import { Button } from '@/components/ui';
import { useAuth } from '@/features/auth';
import { follow, unfollow, useIsFollowing } from '../api/follows';
import '../follows.css';

/** The button's one name for each kind of target. */
const FOLLOW_LABELS = {
  question: 'Follow question',
  tag: 'Follow tag',
  category: 'Follow category',
} as const satisfies Record<FollowKind, string>;

/**
 * **Follow question**, **Follow tag** or **Follow category**, for members: new answers and edits
 * of the question, or new questions with the tag or in the category, reach the member's inbox and
 * mail. Nothing for visitors.
 */
export function FollowButton({ target }: { target: FollowTarget }) {
  const { user } = useAuth();
  if (!user) return null;
  return <MemberFollowButton uid={user.uid} target={target} />;
}

/**
 * A toggle (aria-pressed) whose name stays the same, so assistive technology hears the state
 * rather than a new name; a check mark shows the state to sighted users. It appears once the
 * stored state is known.
 */
function MemberFollowButton({ uid, target }: { uid: string; target: FollowTarget }) {
  const following = useIsFollowing(uid, target);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (following.status !== 'ready') return null;
  const isFollowing = following.data;

  async function toggle() {
    setBusy(true);
    setFailed(false);
    try {
      await (isFollowing ? unfollow(uid, target) : follow(uid, target));
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
        aria-pressed={isFollowing}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {isFollowing && <span aria-hidden>✓ </span>}
        {FOLLOW_LABELS[target.kind]}
      </Button>
      {failed && (
        <span role="alert" className="follow-toggle__error">
          That did not work. Please try again.
        </span>
      )}
    </span>
  );
}
