import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/features/auth';
import { useImageUpload } from '@/features/images';
import { renderScreen } from '@/testing/render';
import { createPost } from '@/features/posts/api/create-post';
import { useQuestionToAnswer } from '@/features/questions/api/get-question-to-answer';
import ReplyPage from '../reply-page';

vi.mock('@/features/images', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/images')>()),
  useImageUpload: vi.fn(),
}));
vi.mock('@/features/posts/api/create-post', () => ({
  createPost: vi.fn(),
}));
vi.mock('@/features/questions/api/get-question-to-answer', () => ({
  useQuestionToAnswer: vi.fn(),
}));

const route = {
  path: '/Reply/:CatID/:QuestionID/:Question',
  url: '/Reply/c1/q1/What-is-JSX%3F',
};
const upload = vi.fn();

let auth: Partial<AuthState> = {};

describe('ReplyPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth = {
      user: { uid: 'u2', displayName: 'Bob', email: 'bob@example.com', photoURL: null },
      profile: null,
    };
    vi.mocked(useImageUpload).mockReturnValue({ progress: null, upload });
    vi.mocked(useQuestionToAnswer).mockReturnValue({
      status: 'ready',
      data: {
        id: 'q1',
        question: 'What is JSX?',
        category: 'React',
        catId: 'c1',
        userName: 'ann',
        uid: 'u1',
        score: 0,
        answerCount: 0,
        acceptedAnswerId: '',
        html: null,
        screenshot: null,
        dateMillis: 1,
        hidden: false,
        editedAtMillis: null,
        closed: false,
        tags: [],
      },
    });
  });

  it("answers with the question's own text and category, then confirms", async () => {
    let finish!: () => void;
    vi.mocked(createPost).mockResolvedValue({
      id: 'a1',
      screenshotPath: "Answer's_Screenshot/u2/a1",
    });
    upload.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    const { router } = renderScreen(<ReplyPage />, { ...route, auth });
    expect(useQuestionToAnswer).toHaveBeenCalledWith('q1');
    expect(screen.getByText('What is JSX?')).toBeInTheDocument();
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('maxlength', '10000');

    const file = new File(['x'], 'a.jpeg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Screenshot (optional)'), file);
    await user.type(screen.getByLabelText('Your answer'), 'A syntax extension.');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    expect(createPost).toHaveBeenCalledWith('answer', {
      text: 'A syntax extension.',
      question: { id: 'q1', question: 'What is JSX?', catId: 'c1' },
      uid: 'u2',
      withScreenshot: true,
    });
    await waitFor(() => expect(upload).toHaveBeenCalledWith("Answer's_Screenshot/u2/a1", file));
    expect(screen.getByRole('button', { name: 'SUBMITTING' })).toBeDisabled();

    finish();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Submitted Answer : A syntax extension.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/Questions/c1/q1/What-is-JSX%3F'),
    );
  });

  it('refuses a blank answer', async () => {
    const user = userEvent.setup();
    renderScreen(<ReplyPage />, { ...route, auth });
    await user.type(screen.getByLabelText('Your answer'), '  ');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(createPost).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your answer.');
  });

  it('shows a spinner while the question loads and explains a missing one', () => {
    vi.mocked(useQuestionToAnswer).mockReturnValue({ status: 'loading' });
    const { unmount } = renderScreen(<ReplyPage />, { ...route, auth });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the question');
    unmount();
    vi.mocked(useQuestionToAnswer).mockReturnValue({ status: 'ready', data: null });
    renderScreen(<ReplyPage />, { ...route, auth });
    expect(screen.getByText('This question does not exist.')).toBeInTheDocument();
  });
});
