import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_STAMP, type PostRef, type SaveTarget } from '@queryhub/model';
import { renderScreen } from '@/testing/render';
import { TooManyError } from '@/lib/rate-limits';
import { savePost, unsavePost } from '../api/saves';
import { SaveButton } from '../components/save-button';

/** What the reader's stored save says, as the live listener would deliver it. */
let stored = false;
vi.mock('../api/saves', () => ({
  savePost: vi.fn(async () => {}),
  unsavePost: vi.fn(async () => {}),
  subscribeToSave: () => async (onData: (saved: boolean) => void) => {
    onData(stored);
    return () => {};
  },
}));

const post: PostRef = { kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' };
/** The save of that answer, as savePost writes it. */
const target: SaveTarget = { kind: 'answer', questionId: 'q1', answerId: 'a1', catId: 'c1' };

function SignInLater({ becomes }: { becomes: string | null }) {
  const [uid, setUid] = useState<string | null | undefined>(undefined);
  return (
    <>
      <SaveButton post={post} uid={uid} />
      <button type="button" onClick={() => setUid(becomes)}>
        Sign-in state known
      </button>
    </>
  );
}

describe('SaveButton', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    stored = false;
  });

  it('is named Save and says with aria-pressed whether the post is saved', async () => {
    stored = true;
    renderScreen(<SaveButton post={post} uid="bob" />);
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('saves an unsaved post and removes a saved one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderScreen(<SaveButton post={post} uid="bob" />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(savePost).toHaveBeenCalledWith('bob', target);
    unmount();

    stored = true;
    renderScreen(<SaveButton post={post} uid="bob" />);
    await user.click(await screen.findByRole('button', { name: 'Save', pressed: true }));
    expect(unsavePost).toHaveBeenCalledWith('bob', 'a1');
  });

  it('asks a visitor to log in, as the vote buttons do', async () => {
    const user = userEvent.setup();
    renderScreen(<SaveButton post={post} uid={null} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alertdialog', { name: 'LOGIN' })).toHaveTextContent(
      'Please Login To Save!',
    );
    expect(savePost).not.toHaveBeenCalled();
  });

  it('a click while the sign-in state is unknown waits for it, then saves as the reader', async () => {
    const user = userEvent.setup();
    renderScreen(<SignInLater becomes="bob" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(savePost).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign-in state known' }));
    expect(savePost).toHaveBeenCalledWith('bob', target);
  });

  it("says when to try again once the day's saves are used up", async () => {
    const user = userEvent.setup();
    vi.mocked(savePost).mockRejectedValueOnce(new TooManyError(SAVE_STAMP, 3 * 3600));
    renderScreen(<SaveButton post={post} uid="bob" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have saved 100 posts today. You can save more in 3 hours.',
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
  });
});
