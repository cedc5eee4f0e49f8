import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FollowTarget } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionState } from '@/lib/subscription';
import { renderScreen, signedInUser } from '@/testing/render';
import { follow, unfollow, useIsFollowing } from '../api/follows';
import { FollowButton } from '../components/follow-button';

vi.mock('../api/follows', () => ({
  follow: vi.fn(async () => {}),
  unfollow: vi.fn(async () => {}),
  useIsFollowing: vi.fn(),
}));

const member = { auth: { user: signedInUser } };
const TARGETS: [string, FollowTarget][] = [
  ['Follow question', { kind: 'question', questionId: 'q1' }],
  ['Follow tag', { kind: 'tag', tag: 'c++' }],
  ['Follow category', { kind: 'category', categoryId: 'c1' }],
];

function stored(state: SubscriptionState<boolean>) {
  vi.mocked(useIsFollowing).mockReturnValue(state);
}

describe('FollowButton', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    stored({ status: 'ready', data: false });
  });

  it.each(TARGETS)('shows visitors no %s toggle (members only)', (name, target) => {
    renderScreen(<FollowButton target={target} />, { auth: { user: null } });
    expect(screen.queryByRole('button', { name })).toBeNull();
    expect(useIsFollowing).not.toHaveBeenCalled();
  });

  it.each(TARGETS)(
    'is named %s whatever the state, and follows or unfollows',
    async (name, target) => {
      const user = userEvent.setup();
      const { unmount } = renderScreen(<FollowButton target={target} />, member);
      expect(useIsFollowing).toHaveBeenCalledWith(signedInUser.uid, target);
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-pressed', 'false');
      await user.click(button);
      expect(follow).toHaveBeenCalledWith(signedInUser.uid, target);
      expect(unfollow).not.toHaveBeenCalled();
      unmount();

      stored({ status: 'ready', data: true });
      renderScreen(<FollowButton target={target} />, member);
      const pressed = screen.getByRole('button', { name });
      expect(pressed).toHaveAttribute('aria-pressed', 'true');
      expect(pressed).toHaveTextContent(`✓ ${name}`);
      await user.click(pressed);
      expect(unfollow).toHaveBeenCalledWith(signedInUser.uid, target);
    },
  );

  it('appears once the stored state is known', () => {
    stored({ status: 'loading' });
    renderScreen(<FollowButton target={{ kind: 'question', questionId: 'q1' }} />, member);
    expect(screen.queryByRole('button', { name: 'Follow question' })).toBeNull();
  });

  it('says so when the write fails, and stays usable', async () => {
    const user = userEvent.setup();
    vi.mocked(follow).mockRejectedValueOnce(new Error('permission-denied'));
    renderScreen(<FollowButton target={{ kind: 'tag', tag: 'c++' }} />, member);
    await user.click(screen.getByRole('button', { name: 'Follow tag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That did not work. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Follow tag' })).toBeEnabled();
  });
});
