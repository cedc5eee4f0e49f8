import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/features/auth';
import type { AnswerView, QuestionView } from '@queryhub/model';
import { markSanitized } from '@/lib/sanitized-html';
import { paged } from '@/testing/paged';
import { renderScreen } from '@/testing/render';
import { useQuestion } from '@/features/questions/api/get-question';
import {
  useAcceptedAnswer,
  useQuestionAnswers,
} from '@/features/questions/api/get-question-answers';
import QuestionPage from '../question-page';

vi.mock('@/features/questions/api/get-question', () => ({ useQuestion: vi.fn() }));
vi.mock('@/features/questions/api/get-question-answers', () => ({
  useQuestionAnswers: vi.fn(),
  useAcceptedAnswer: vi.fn(),
}));

const route = {
  path: '/Questions/:CatID/:QuestionID/:Question',
  url: '/Questions/c1/q1/What-is-JSX%3F',
};

const question: QuestionView = {
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
  screenshot: {
    variants: { large: 'https://files.example/q1.webp', thumb: 't.webp', width: 8, height: 6 },
  },
  dateMillis: 1,
  hidden: false,
  editedAtMillis: null,
  closed: false,
  tags: [],
};

function answer(id: string, text: string, userName: string): AnswerView {
  return {
    id,
    answer: text,
    question: question.question,
    questionId: 'q1',
    catId: 'c1',
    userName,
    uid: 'u2',
    score: 0,
    accepted: false,
    html: null,
    screenshot: null,
    dateMillis: 1,
    hidden: false,
    editedAtMillis: null,
  };
}

let auth: Partial<AuthState> = {};

describe('QuestionPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth = { user: null, profile: null };
    vi.mocked(useQuestion).mockReturnValue({ status: 'ready', data: question });
    vi.mocked(useQuestionAnswers).mockReturnValue(paged({ status: 'loading' }));
    vi.mocked(useAcceptedAnswer).mockReturnValue(null);
  });

  it('shows the question with its screenshot and author', () => {
    renderScreen(<QuestionPage />, { ...route, auth });
    expect(useQuestion).toHaveBeenCalledWith('q1');
    expect(useQuestionAnswers).toHaveBeenCalledWith('q1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What is JSX?');
    expect(screen.getByRole('img', { name: /What is JSX\?/ })).toHaveAttribute(
      'src',
      'https://files.example/q1.webp',
    );
    const byline = screen.getByText(/This question is asked by/);
    expect(byline).toHaveTextContent('This question is asked by ann in React');
    expect(within(byline).getByRole('link', { name: 'ann' })).toHaveAttribute(
      'href',
      '/User/u1/ann',
    );
    expect(document.title).toBe('QueryHub • What is JSX?');
  });

  it('shows one loader, and nothing below it, until the question has loaded', () => {
    vi.mocked(useQuestion).mockReturnValue({ status: 'loading' });
    vi.mocked(useQuestionAnswers).mockReturnValue(paged({ status: 'ready', data: [] }));
    renderScreen(<QuestionPage />, { ...route, auth });
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual([
      'Loading the question',
    ]);
    expect(screen.queryByRole('heading', { name: 'ANSWERS' })).not.toBeInTheDocument();
    expect(screen.queryByText('ANSWER THE QUESTION')).not.toBeInTheDocument();
  });

  it('lists the answers in the order given (newest first) with their authors', () => {
    vi.mocked(useQuestionAnswers).mockReturnValue(
      paged({
        status: 'ready',
        data: [answer('a2', 'Newer answer', 'bob'), answer('a1', 'Older answer', 'cat')],
      }),
    );
    renderScreen(<QuestionPage />, { ...route, auth });
    const items = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Newer answerThis question is answered by bob/);
    expect(items[1]).toHaveTextContent(/^Older answerThis question is answered by cat/);
  });

  it('shows the accepted answer first, even when its page is not loaded yet', () => {
    vi.mocked(useQuestion).mockReturnValue({
      status: 'ready',
      data: { ...question, acceptedAnswerId: 'a9' },
    });
    vi.mocked(useAcceptedAnswer).mockReturnValue(answer('a9', 'Accepted one', 'dan'));
    vi.mocked(useQuestionAnswers).mockReturnValue(
      paged({ status: 'ready', data: [{ ...answer('a2', 'Top scored', 'bob'), score: 5 }] }),
    );
    renderScreen(<QuestionPage />, { ...route, auth });
    expect(useAcceptedAnswer).toHaveBeenCalledWith('q1', 'a9');
    const items = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Accepted one');
    expect(items[0]).toHaveTextContent('Accepted answer');
    expect(items[1]).toHaveTextContent('Top scored');
  });

  it('says so when there is no answer, and while answers load shows a spinner', () => {
    const { unmount } = renderScreen(<QuestionPage />, { ...route, auth });
    expect(screen.getByRole('status')).toHaveTextContent('Loading Answers');
    unmount();
    vi.mocked(useQuestionAnswers).mockReturnValue(paged({ status: 'ready', data: [] }));
    renderScreen(<QuestionPage />, { ...route, auth });
    expect(screen.getByText('No Answers For This Question')).toBeInTheDocument();
  });

  it('explains a missing question', () => {
    vi.mocked(useQuestion).mockReturnValue({ status: 'ready', data: null });
    renderScreen(<QuestionPage />, { ...route, auth });
    expect(screen.getByText('This question does not exist.')).toBeInTheDocument();
  });

  it('asks visitors to log in before answering', async () => {
    const user = userEvent.setup();
    renderScreen(<QuestionPage />, { ...route, auth });
    await user.click(screen.getByRole('button', { name: 'ANSWER THE QUESTION' }));
    expect(screen.getByRole('alertdialog', { name: 'LOGIN' })).toHaveTextContent(
      'Please Login To Answer The Question!',
    );
  });

  it('takes no new answers once closed', () => {
    vi.mocked(useQuestion).mockReturnValue({
      status: 'ready',
      data: { ...question, closed: true, answerCount: 1 },
    });
    renderScreen(<QuestionPage />, { ...route, auth });
    expect(
      screen.getByText('This question is closed: it takes no new answers.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('ANSWER THE QUESTION')).not.toBeInTheDocument();
  });

  it('links signed-in users to the reply form', () => {
    auth = {
      user: { uid: 'u1', displayName: 'Ann', email: null, photoURL: null },
      profile: null,
    };
    renderScreen(<QuestionPage />, { ...route, auth });
    expect(screen.getByRole('link', { name: 'ANSWER THE QUESTION' })).toHaveAttribute(
      'href',
      '/Reply/c1/q1/What-is-JSX%3F',
    );
  });

  it('keeps hidden posts from visitors: a notice for the question, hidden answers left out', () => {
    vi.mocked(useQuestionAnswers).mockReturnValue(
      paged({
        status: 'ready',
        data: [
          { ...answer('a2', 'Buy watches', 'spam'), hidden: true },
          answer('a1', 'A real answer', 'cat'),
        ],
      }),
    );
    const { unmount } = renderScreen(<QuestionPage />, { ...route, auth });
    const items = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('A real answer');
    unmount();

    vi.mocked(useQuestion).mockReturnValue({
      status: 'ready',
      data: { ...question, hidden: true },
    });
    renderScreen(<QuestionPage />, { ...route, auth });
    expect(screen.getByRole('note')).toHaveTextContent(
      'This question is hidden until a moderator reviews it.',
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows posts awaiting review to their author only, marked "Awaiting review"', () => {
    const held = { ...answer('a2', 'See my links', 'newbie'), uid: 'u9', hidden: true };
    vi.mocked(useQuestionAnswers).mockReturnValue(
      paged({ status: 'ready', data: [{ ...held, awaitingReview: true }] }),
    );
    vi.mocked(useQuestion).mockReturnValue({
      status: 'ready',
      data: { ...question, uid: 'u9', hidden: true, awaitingReview: true },
    });
    const { unmount } = renderScreen(<QuestionPage />, { ...route, auth });
    expect(screen.getByRole('note')).toHaveTextContent(
      'This question is hidden until a moderator reviews it.',
    );
    expect(screen.getByText('No Answers For This Question')).toBeInTheDocument();
    unmount();

    auth = {
      user: { uid: 'u9', displayName: 'Newbie', email: null, photoURL: null },
      profile: null,
    };
    renderScreen(<QuestionPage />, { ...route, auth });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('What is JSX?');
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toEqual([
      'Awaiting review: only you and the moderators can see this question until a moderator approves it.',
      'Awaiting review: only you and the moderators can see this answer until a moderator approves it.',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Answers' })).getByRole('listitem'),
    ).toHaveTextContent('See my links');
  });

  it('shows each answer with its Html, then its PostActions: edit links, votes, accept, Save, Flag, comments', () => {
    auth = {
      user: { uid: 'u1', displayName: 'Ann', email: null, photoURL: null },
      profile: null,
    };
    vi.mocked(useQuestion).mockReturnValue({
      status: 'ready',
      data: { ...question, acceptedAnswerId: 'a2', answerCount: 2 },
    });
    vi.mocked(useQuestionAnswers).mockReturnValue(
      paged({
        status: 'ready',
        data: [
          { ...answer('a1', 'My own answer', 'ann'), uid: 'u1', score: 3 },
          {
            ...answer('a2', 'Use **map**', 'bob'),
            html: markSanitized('<p>Use <strong>map</strong></p>'),
            editedAtMillis: Date.UTC(2026, 10, 22, 12, 0),
          },
        ],
      }),
    );
    renderScreen(<QuestionPage />, { ...route, auth });
    const [accepted, own] = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole(
      'listitem',
    );
    if (!accepted || !own) throw new Error('two answers expected');

    // The accepted answer comes first, despite its lower score: mark, Html, history, votes, Flag.
    expect(accepted).toHaveTextContent(/^Accepted answerUse map/);
    expect(within(accepted).getByText('map').tagName).toBe('STRONG');
    expect(within(accepted).getByRole('button', { name: 'Upvote' })).toBeEnabled();
    expect(within(accepted).getByRole('button', { name: 'Downvote' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(accepted).getByRole('button', { name: 'Accept answer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(accepted).getByRole('link', { name: /^edited / })).toHaveAttribute(
      'href',
      '/History/Answers/a2',
    );
    expect(within(accepted).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    const buttons = within(accepted)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual([
      '▲Upvote',
      '▼Downvote',
      'Accept answer',
      'Save',
      'Flag',
      'Add a comment',
    ]);
    expect(within(accepted).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    // The question carries the same PostActions, in the same order (Follow and Close appear
    // once their reads arrive).
    const intro = screen.getByRole('region', { name: 'Question' });
    expect(within(intro).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/Edit/Questions/q1',
    );
    expect(
      within(intro)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['▲Upvote', '▼Downvote', 'Save', 'Flag', 'Add a comment']);

    // The reader's own answer: no vote on it, but Edit and Delete, and the asker may accept it.
    expect(own).not.toHaveTextContent('Accepted answer');
    expect(within(own).getByRole('button', { name: 'Upvote' })).toBeDisabled();
    expect(within(own).getByRole('button', { name: 'Accept answer' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(own).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/Edit/Answers/a1',
    );
    expect(
      within(own)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Delete', '▲Upvote', '▼Downvote', 'Accept answer', 'Save', 'Flag', 'Add a comment']);
  });
});
