import { FollowToggleButton } from '@/components/content/follow-toggle-button';
import { useFollow } from '../hooks/use-notifications';

/** **Follow question**: new answers and edits reach the member's inbox and mail. */
export function FollowButton({ uid, questionId }: { uid: string; questionId: string }) {
  const { state, follow, unfollow } = useFollow(uid, questionId);
  if (state.status !== 'ready') return null;
  return (
    <FollowToggleButton
      following={state.data}
      label="Follow question"
      onToggle={(next) => (next ? follow() : unfollow())}
    />
  );
}
