import { FollowToggleButton } from '@/components/content/follow-toggle-button';
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

/** A follow toggle for a tag or a category ("Follow tag", "Follow category"); members only. */
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
  if (state.status !== 'ready') return null;
  return (
    <FollowToggleButton
      following={state.data}
      label={label}
      onToggle={(next) => (next ? followTarget(uid, target) : unfollowTarget(uid, target))}
    />
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
