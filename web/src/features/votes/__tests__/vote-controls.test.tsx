import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VOTE_LOCKED_MESSAGE, VOTE_STAMP, type PostRef } from '@queryhub/model';
import { renderScreen } from '@/testing/render';
import { RATE_LIMITED, TooManyError } from '@/lib/rate-limits';
import { castVote } from '../api/cast-vote';
import { setAcceptedAnswer } from '../api/accept-answer';
import { AcceptButton, AcceptedBadge } from '../components/accept-button';
import { VoteControls } from '../components/vote-controls';
import { voteId } from '@queryhub/model';
import { nextVote } from '../types';

vi.mock('../api/cast-vote', () => ({ castVote: vi.fn(async () => {}) }));
vi.mock('../api/accept-answer', () => ({ setAcceptedAnswer: vi.fn(async () => {}) }));

const post: PostRef = { kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' };

/** Vote controls whose reader is unknown until the test presses "Sign-in state known". */
function SignInLater({ becomes }: { becomes: string | null }) {
  const [uid, setUid] = useState<string | null | undefined>(undefined);
  return (
    <>
      <VoteControls post={post} score={3} authorUid="ann" uid={uid} myVote={0} />
      <button type="button" onClick={() => setUid(becomes)}>
        Sign-in state known
      </button>
    </>
  );
}

describe('VoteControls', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the score between the buttons and the reader’s own vote as pressed', () => {
    renderScreen(<VoteControls post={post} score={7} authorUid="ann" uid="bob" myVote={1} />);
    expect(screen.getByRole('button', { name: 'Upvote' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Downvote' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByText('7')).toBeInTheDocument();
  });

  it('votes, switches, and takes a vote back with the same button', async () => {
    const user = userEvent.setup();
    renderScreen(<VoteControls post={post} score={0} authorUid="ann" uid="bob" myVote={1} />);
    await user.click(screen.getByRole('button', { name: 'Downvote' }));
    expect(castVote).toHaveBeenLastCalledWith(post, 'bob', 1, -1);
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    expect(castVote).toHaveBeenLastCalledWith(post, 'bob', 1, 0);
  });

  it('asks visitors to log in', async () => {
    const user = userEvent.setup();
    renderScreen(<VoteControls post={post} score={3} authorUid="ann" uid={null} myVote={0} />);
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    expect(screen.getByRole('alertdialog', { name: 'LOGIN' })).toHaveTextContent(
      'Please Login To Vote!',
    );
    expect(castVote).not.toHaveBeenCalled();
  });

  it('a click while the sign-in state is unknown waits for it, then votes as the reader', async () => {
    const user = userEvent.setup();
    renderScreen(<SignInLater becomes="bob" />);
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    expect(castVote).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign-in state known' }));
    await vi.waitFor(() => expect(castVote).toHaveBeenLastCalledWith(post, 'bob', 0, 1));
  });

  it('a click while the sign-in state is unknown asks a visitor to log in once it is known', async () => {
    const user = userEvent.setup();
    renderScreen(<SignInLater becomes={null} />);
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    await user.click(screen.getByRole('button', { name: 'Sign-in state known' }));
    expect(await screen.findByRole('alertdialog', { name: 'LOGIN' })).toHaveTextContent(
      'Please Login To Vote!',
    );
    expect(castVote).not.toHaveBeenCalled();
  });

  it('does not let authors vote on their own post', () => {
    renderScreen(<VoteControls post={post} score={3} authorUid="ann" uid="ann" myVote={0} />);
    expect(screen.getByRole('button', { name: 'Upvote' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Downvote' })).toBeDisabled();
  });

  it('says when a vote was not saved', async () => {
    vi.mocked(castVote).mockRejectedValueOnce(new Error('permission-denied'));
    const user = userEvent.setup();
    renderScreen(<VoteControls post={post} score={3} authorUid="ann" uid="bob" myVote={0} />);
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your vote was not saved');
  });

  it('says when to try again once the account has voted too often', async () => {
    vi.mocked(castVote).mockRejectedValueOnce(new TooManyError(VOTE_STAMP, 25 * 60));
    const user = userEvent.setup();
    renderScreen(<VoteControls post={post} score={3} authorUid="ann" uid="bob" myVote={0} />);
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have used your 40 votes for today. You can vote again in 25 minutes.',
    );
  });

  it('says when a vote is locked in', async () => {
    const locked = Object.assign(new Error(VOTE_LOCKED_MESSAGE), { code: RATE_LIMITED });
    vi.mocked(castVote).mockRejectedValueOnce(locked);
    const user = userEvent.setup();
    renderScreen(<VoteControls post={post} score={3} authorUid="ann" uid="bob" myVote={1} />);
    await user.click(screen.getByRole('button', { name: 'Upvote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(VOTE_LOCKED_MESSAGE);
  });
});

describe('AcceptButton', () => {
  it('accepts, and takes back an accepted answer', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(<AcceptButton post={post} uid="ann" accepted={false} />);
    await user.click(screen.getByRole('button', { name: 'Accept answer' }));
    expect(setAcceptedAnswer).toHaveBeenLastCalledWith('ann', 'q1', 'a1');
    unmount();
    renderScreen(<AcceptButton post={post} uid="ann" accepted />);
    const button = screen.getByRole('button', { name: 'Accept answer' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(setAcceptedAnswer).toHaveBeenLastCalledWith('ann', 'q1', '');
  });

  it('marks the accepted answer with visible text', () => {
    renderScreen(<AcceptedBadge />);
    expect(screen.getByText('Accepted answer')).toBeVisible();
  });
});

describe('vote helpers', () => {
  it('names a vote by post and user, and toggles a repeated click off', () => {
    expect(voteId('a1', 'bob')).toBe('a1_bob');
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
  });
});
