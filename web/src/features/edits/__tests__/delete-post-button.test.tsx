import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostRef } from '@queryhub/model';
import { renderScreen, signedInUser } from '@/testing/render';
import { deletePost } from '../api/delete-post';
import { PostEditLinks } from '../components/post-edit-links';

vi.mock('../api/delete-post', () => ({ deletePost: vi.fn() }));

const question: PostRef = { kind: 'question', id: 'q1', questionId: 'q1', catId: 'c1' };
const answer: PostRef = { kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' };
const auth = { user: signedInUser };

describe('Delete and Close', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(deletePost).mockResolvedValue();
  });

  it('deletes the author’s answer after the confirmation, then says so', async () => {
    const user = userEvent.setup();
    renderScreen(
      <PostEditLinks post={answer} authorUid={signedInUser.uid} editedAtMillis={null} />,
      { auth },
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are You Sure? You Want To Delete The Answer');
    expect(confirm).toHaveTextContent("Once Deleted, It Can't Be Undone!");
    await user.click(within(confirm).getByRole('button', { name: 'Yes, Delete It' }));
    expect(deletePost).toHaveBeenCalledWith('answer', 'a1');
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent('Answer Deleted'),
    );
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    renderScreen(
      <PostEditLinks post={answer} authorUid={signedInUser.uid} editedAtMillis={null} />,
      { auth },
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: /cancel/i }),
    );
    expect(deletePost).not.toHaveBeenCalled();
  });

  it('deletes a question without answers and leaves for the category page', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(
      <PostEditLinks
        post={question}
        authorUid={signedInUser.uid}
        editedAtMillis={null}
        answerCount={0}
        afterDeleteHref="/Category/c1/Programming"
      />,
      { auth },
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, Delete It',
      }),
    );
    expect(deletePost).toHaveBeenCalledWith('question', 'q1');
    const done = await screen.findByRole('alertdialog', { name: 'Question Deleted' });
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Category/c1/Programming'));
  });

  it('offers no Delete on a question that has answers (its asker closes it instead)', () => {
    renderScreen(
      <PostEditLinks
        post={question}
        authorUid={signedInUser.uid}
        editedAtMillis={null}
        answerCount={2}
      />,
      { auth },
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  });

  it('offers nothing to other users', () => {
    const { unmount } = renderScreen(
      <PostEditLinks post={answer} authorUid="someone-else" editedAtMillis={null} />,
      { auth },
    );
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
  });
});
