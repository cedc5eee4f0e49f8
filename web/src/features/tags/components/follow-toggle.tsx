import { useState } from 'react';
import { Button } from '@/components/ui';
import { useAuth } from '@/features/auth';
import { useSubscription } from '@/lib/subscription';
import {
  followKey,
  followTarget,
  subscribeToTargetFollow,
  unfollowTarget,
  type FollowTarget,
} from '../api/follows';
import '../tags.css';

/**
 * A toggle button (aria-pressed) whose name stays the same ("Follow tag", "Follow category"),
 * as the question's Follow button does; a check mark shows the state. Members only: visitors
 * see nothing.
 */
function FollowToggle({ target, label }: { target: FollowTarget; label: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return <SignedInFollowToggle uid={user.uid} target={target} label={label} />;
}

function SignedInFollowToggle({
  uid,
  target,
  label,
}: {
  uid: string;
  target: FollowTarget;
  label: string;
}) {
  const state = useSubscription(followKey(uid, target), subscribeToTargetFollow(uid, target));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (state.status !== 'ready') return null;
  const following = state.data;

  async function toggle() {
    setBusy(true);
    setFailed(false);
    try {
      await (following ? unfollowTarget(uid, target) : followTarget(uid, target));
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
      {failed && <span role="alert">That did not work. Please try again.</span>}
    </span>
  );
}

/** **Follow tag**: new questions with the tag reach the member's inbox and mail. */
export function FollowTagButton({ tag }: { tag: string }) {
  return <FollowToggle target={{ kind: 'tag', tag }} label="Follow tag" />;
}

/** **Follow category**: new questions in the category reach the member's inbox and mail. */
export function FollowCategoryButton({ categoryId }: { categoryId: string }) {
  return <FollowToggle target={{ kind: 'category', categoryId }} label="Follow category" />;
}
