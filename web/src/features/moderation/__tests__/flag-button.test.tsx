import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooManyFlagsError } from '@/lib/rate-limits';
import { renderScreen, signedInUser } from '@/testing/render';
import { flagPost } from '../api/flags';
import { FlagButton } from '../components/flag-button';

vi.mock('../api/flags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/flags')>()),
  flagPost: vi.fn(),
}));

const auth = { user: signedInUser };

/** Sends a spam flag of question q1 through the dialog; returns the dialog. */
async function sendFlag() {
  const user = userEvent.setup();
  renderScreen(<FlagButton postType="question" postId="q1" />, { auth });
  await user.click(screen.getByRole('button', { name: 'Flag' }));
  const dialog = screen.getByRole('dialog', { name: 'Flag this question' });
  await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
  return dialog;
}

describe('FlagButton when the account has flagged too much', () => {
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
  });

  it('says in the dialog when the account may flag again', async () => {
    vi.mocked(flagPost).mockRejectedValue(new TooManyFlagsError(25 * 60 - 10));
    const dialog = await sendFlag();
    expect(flagPost).toHaveBeenCalledWith(
      expect.objectContaining({ uid: signedInUser.uid, postId: 'q1', reason: 'spam' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have flagged several posts in a short time. Please try again in 25 minutes.',
    );
    expect(screen.queryByText('Flagged for review. Thank you.')).toBeNull();
  });

  it('keeps its own words for another refusal', async () => {
    vi.mocked(flagPost).mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    const dialog = await sendFlag();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already flagged this post, or you may not flag now.',
    );
  });
});
