import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, signedInUser } from '@/testing/render';
import { editPostText } from '@/features/edits/api/edit-post';
import { useEditablePost, type EditablePost } from '@/features/edits/api/get-editable-post';
import { TooFastError } from '@/lib/rate-limits';
import EditPage from '../edit-page';

vi.mock('@/features/edits/api/edit-post', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/edits/api/edit-post')>()),
  editPostText: vi.fn(),
}));
vi.mock('@/features/edits/api/get-editable-post', () => ({ useEditablePost: vi.fn() }));

const route = { path: '/Edit/:Kind/:ID' };

function answer(overrides: Partial<EditablePost> = {}): EditablePost {
  return {
    kind: 'answer',
    id: 'a1',
    text: 'Use a Map.',
    uid: signedInUser.uid,
    catId: 'c1',
    questionId: 'q1',
    questionText: 'Which collection?',
    ...overrides,
  };
}

describe('EditPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('lets the author change the text, then confirms and opens the question', async () => {
    vi.mocked(useEditablePost).mockReturnValue({ status: 'ready', data: answer() });
    vi.mocked(editPostText).mockResolvedValue();
    const user = userEvent.setup();
    const { router } = renderScreen(<EditPage />, {
      ...route,
      url: '/Edit/Answers/a1',
      auth: { user: signedInUser },
    });
    expect(useEditablePost).toHaveBeenCalledWith('answer', 'a1');
    expect(screen.getByRole('heading', { name: 'EDIT ANSWER' })).toBeInTheDocument();
    const box = screen.getByLabelText('Your answer');
    expect(box).toHaveValue('Use a Map.');
    expect(box).toHaveAttribute('maxlength', '10000');

    await user.clear(box);
    await user.type(box, ' Use a `Map`. ');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));

    expect(editPostText).toHaveBeenCalledWith(signedInUser.uid, 'answer', 'a1', 'Use a `Map`.');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Saved your answer.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/Questions/c1/q1/Which-collection%3F'),
    );
  });

  it('says in plain words when an edit came too soon after the last one', async () => {
    vi.mocked(useEditablePost).mockReturnValue({ status: 'ready', data: answer() });
    vi.mocked(editPostText).mockRejectedValue(new TooFastError(7, 'Edits'));
    const user = userEvent.setup();
    renderScreen(<EditPage />, { ...route, url: '/Edit/Answers/a1', auth: { user: signedInUser } });
    await user.type(screen.getByLabelText('Your answer'), ' Or a Set.');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(
      await screen.findByText(
        'You are editing faster than QueryHub allows. Please wait 7 seconds and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('refuses an unchanged or empty text without writing', async () => {
    vi.mocked(useEditablePost).mockReturnValue({ status: 'ready', data: answer() });
    const user = userEvent.setup();
    renderScreen(<EditPage />, { ...route, url: '/Edit/Answers/a1', auth: { user: signedInUser } });
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Nothing was changed.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your answer'));
    await user.type(screen.getByLabelText('Your answer'), '   ');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Please enter your answer.')).toBeInTheDocument();
    expect(editPostText).not.toHaveBeenCalled();
  });

  it("shows no form on someone else's or an anonymised post", () => {
    vi.mocked(useEditablePost).mockReturnValue({
      status: 'ready',
      data: answer({ uid: 'someone-else' }),
    });
    const { unmount } = renderScreen(<EditPage />, {
      ...route,
      url: '/Edit/Answers/a1',
      auth: { user: signedInUser },
    });
    expect(screen.getByText('You can only edit your own posts.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    unmount();

    vi.mocked(useEditablePost).mockReturnValue({ status: 'ready', data: answer({ uid: '' }) });
    renderScreen(<EditPage />, { ...route, url: '/Edit/Answers/a1', auth: { user: signedInUser } });
    expect(screen.getByText('You can only edit your own posts.')).toBeInTheDocument();
  });

  it('knows only questions and answers', () => {
    renderScreen(<EditPage />, { ...route, url: '/Edit/Users/u1', auth: { user: signedInUser } });
    expect(screen.getByText('This post does not exist.')).toBeInTheDocument();
    expect(useEditablePost).not.toHaveBeenCalled();
  });
});
