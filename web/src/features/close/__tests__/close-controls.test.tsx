import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toQuestionView } from '@queryhub/model';
import { renderScreen } from '@/testing/render';
import { castCloseVote } from '../api/close-votes';
import { CloseControls } from '../components/close-controls';

vi.mock('../api/close-votes', () => ({
  castCloseVote: vi.fn(async () => {}),
  subscribeToMyCloseVote: () => async (onData: (value: null) => void) => {
    onData(null);
    return () => undefined;
  },
}));
vi.mock('@/features/search', () => ({ useSimilarQuestions: () => [] }));
const standing = vi.hoisted(() => ({ missing: null as string | null, moderator: false }));
vi.mock('@/features/privileges', () => ({
  usePrivileges: () => ({
    missing: () => standing.missing,
    moderator: standing.moderator,
    admin: false,
  }),
  PrivilegeExplanation: ({ id, message }: { id: string; message: string }) => (
    <span id={id}>{message}</span>
  ),
}));

const open = toQuestionView('q1', { Question: 'How?', uid: 'ann', CatID: 'c1' });
const closed = toQuestionView('q1', {
  Question: 'How?',
  uid: 'ann',
  Closed: true,
  CloseReason: 'offTopic',
});

describe('CloseControls', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs; opening is all the component needs of showModal().
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });

  beforeEach(() => {
    vi.clearAllMocks();
    standing.missing = null;
    standing.moderator = false;
  });

  it('explains a missing privilege and votes nothing', async () => {
    standing.missing = 'You need 50 reputation to vote to close or reopen questions';
    renderScreen(<CloseControls question={open} uid="bob" />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveAttribute('aria-disabled', 'true');
    expect(close).toHaveAccessibleDescription(standing.missing);
    await userEvent.setup().click(close);
    expect(screen.getByRole('status')).toHaveTextContent(standing.missing);
    expect(castCloseVote).not.toHaveBeenCalled();
  });

  it('lets the asker close with a reason, even without reputation', async () => {
    standing.missing = 'You need 50 reputation to vote to close or reopen questions';
    const user = userEvent.setup();
    renderScreen(<CloseControls question={open} uid="ann" />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('radio', { name: 'Opinion-based' }));
    await user.click(screen.getByRole('button', { name: 'Close question' }));
    expect(castCloseVote).toHaveBeenCalledWith({
      questionId: 'q1',
      uid: 'ann',
      action: 'close',
      reason: 'opinionBased',
      duplicateOf: '',
    });
  });

  it('asks for the original of a duplicate before voting', async () => {
    const user = userEvent.setup();
    renderScreen(<CloseControls question={open} uid="bob" />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('radio', { name: 'Duplicate of…' }));
    await user.click(screen.getByRole('button', { name: 'Vote to close' }));
    expect(castCloseVote).not.toHaveBeenCalled();
    expect(screen.getByText('Pick the question this one duplicates.')).toBeInTheDocument();
  });

  it('offers Reopen on a closed question; a moderator reopens at once', async () => {
    standing.moderator = true;
    renderScreen(<CloseControls question={closed} uid="mod" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reopen' }));
    expect(castCloseVote).toHaveBeenCalledWith({
      questionId: 'q1',
      uid: 'mod',
      action: 'reopen',
      reason: '',
      duplicateOf: '',
    });
    expect(await screen.findByText('Reopening the question…')).toBeInTheDocument();
  });
});
