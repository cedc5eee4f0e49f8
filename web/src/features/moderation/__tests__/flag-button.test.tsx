import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostRef } from '@queryhub/model';
import { TooManyFlagsError } from '@/lib/rate-limits';
import { renderScreen, signedInUser } from '@/testing/render';
import { flagPost, type FlaggedRef } from '../api/flags';
import { FlagButton } from '../components/flag-button';

vi.mock('../api/flags', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/flags')>()),
  flagPost: vi.fn(),
}));

const auth = { user: signedInUser };
const question: PostRef = { kind: 'question', id: 'q1', questionId: 'q1', catId: 'c1' };

beforeAll(() => {
  // jsdom has no modal dialogs; opening is all the component needs of showModal().
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

/** Sends a spam flag of question q1 (or of `flagged`) through the dialog; returns the dialog. */
async function sendFlag(flagged: FlaggedRef = question, dialogName = 'Flag this question') {
  const user = userEvent.setup();
  renderScreen(<FlagButton post={flagged} />, { auth });
  await user.click(screen.getByRole('button', { name: 'Flag' }));
  const dialog = screen.getByRole('dialog', { name: dialogName });
  await user.click(within(dialog).getByRole('button', { name: 'Send flag' }));
  return dialog;
}

describe('FlagButton', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('flags a comment by its id, as a comment', async () => {
    vi.mocked(flagPost).mockResolvedValue();
    await sendFlag({ kind: 'comment', id: 'c9' }, 'Flag this comment');
    expect(flagPost).toHaveBeenCalledWith({
      uid: signedInUser.uid,
      post: { kind: 'comment', id: 'c9' },
      reason: 'spam',
      text: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Flagged for review. Thank you.');
  });
});

describe('FlagButton when the account has flagged too much', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('says in the dialog when the account may flag again', async () => {
    vi.mocked(flagPost).mockRejectedValue(new TooManyFlagsError(25 * 60 - 10));
    const dialog = await sendFlag();
    expect(flagPost).toHaveBeenCalledWith(
      expect.objectContaining({ uid: signedInUser.uid, post: question, reason: 'spam' }),
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
