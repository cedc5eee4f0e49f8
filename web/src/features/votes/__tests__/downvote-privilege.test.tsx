import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostRef } from '@queryhub/model';
import { renderScreen } from '@/testing/render';
import { castVote } from '../api/cast-vote';
import { VoteControls } from '../components/vote-controls';

vi.mock('../api/cast-vote', () => ({ castVote: vi.fn(async () => {}) }));
const missing = vi.hoisted(() => ({ message: null as string | null }));
vi.mock('@/features/privileges', () => ({
  usePrivileges: () => ({ missing: () => missing.message }),
  PrivilegeExplanation: ({ id, message }: { id: string; message: string }) => (
    <span id={id}>{message}</span>
  ),
}));

const post: PostRef = { kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' };

describe('Downvote without the privilege', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    missing.message = 'You need 15 reputation to downvote';
  });

  it('is described by the explanation, shows it when pressed and casts nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<VoteControls post={post} score={0} authorUid="ann" uid="bob" myVote={0} />);
    const down = screen.getByRole('button', { name: 'Downvote' });
    expect(down).toHaveAttribute('aria-disabled', 'true');
    expect(down).toHaveAccessibleDescription('You need 15 reputation to downvote');
    await user.click(down);
    expect(castVote).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('You need 15 reputation to downvote');
    // Upvoting needs no privilege.
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    expect(castVote).toHaveBeenCalledWith(post, 'bob', 0, 1);
  });

  it('lets a member take back a downvote cast before, and a privileged member downvote', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(
      <VoteControls post={post} score={-1} authorUid="ann" uid="bob" myVote={-1} />,
    );
    await user.click(screen.getByRole('button', { name: 'Downvote' }));
    expect(castVote).toHaveBeenLastCalledWith(post, 'bob', -1, 0);
    unmount();
    missing.message = null;
    renderScreen(<VoteControls post={post} score={0} authorUid="ann" uid="bob" myVote={0} />);
    const down = screen.getByRole('button', { name: 'Downvote' });
    expect(down).not.toHaveAttribute('aria-disabled');
    await user.click(down);
    expect(castVote).toHaveBeenLastCalledWith(post, 'bob', 0, -1);
  });
});
