import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toAnswerView, toQuestionView } from '@queryhub/model';
import { renderScreen } from '@/testing/render';
import { toPublicProfile, usePublicProfile } from '../../api/get-public-profile';
import { useUserAnswers, useUserQuestions } from '../../api/get-user-posts';
import UserPage from '../user-page';

vi.mock('../../api/get-public-profile', async (original) => ({
  ...(await original<typeof import('../../api/get-public-profile')>()),
  usePublicProfile: vi.fn(),
}));
vi.mock('../../api/get-user-posts', async (original) => ({
  ...(await original<typeof import('../../api/get-user-posts')>()),
  useUserQuestions: vi.fn(),
  useUserAnswers: vi.fn(),
}));

const route = { path: '/User/:uid/:name', url: '/User/u1/Ann-Lee' };

describe('UserPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(usePublicProfile).mockReturnValue({
      status: 'ready',
      data: toPublicProfile('u1', {
        UserName: 'Ann Lee',
        photoURL: "User's_Profile_Picture/u1/p1",
        Reputation: 215,
        CreatedAt: Date.UTC(2025, 0, 5),
        NoOfQuestionAsked: 21,
        NoOfQuestionAnswered: 1,
        AcceptedCount: 1,
        EMail: 'never@shown.example',
      }),
    });
    vi.mocked(useUserQuestions).mockReturnValue({
      status: 'ready',
      data: Array.from({ length: 21 }, (_, i) =>
        toQuestionView(`q${i}`, { Question: `Question ${i}`, uid: 'u1', UserName: 'Ann Lee' }),
      ),
    });
    vi.mocked(useUserAnswers).mockReturnValue({
      status: 'ready',
      data: [toAnswerView('a1', { Answer: 'An answer', uid: 'u1', Score: 2, QuestionID: 'q9' })],
    });
  });

  it('shows the public profile and nothing private', () => {
    renderScreen(<UserPage />, route);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ann Lee');
    expect(screen.getByTestId('reputation')).toHaveTextContent('215');
    expect(screen.getByText('Member since')).toBeInTheDocument();
    expect(screen.queryByText(/never@shown/)).toBeNull();
    expect(screen.queryByText(/Last Login/i)).toBeNull();
    // The upload's object name is never an image source; without variants the default shows.
    expect(screen.getByRole('img', { name: 'Profile picture of Ann Lee' })).toHaveAttribute(
      'src',
      '/default-profile.svg',
    );
    expect(useUserQuestions).toHaveBeenCalledWith('u1', '');
  });

  it('pages the questions with a cursor link and lists the answers', () => {
    renderScreen(<UserPage />, { ...route, url: `${route.url}?answers=a0` });
    expect(useUserAnswers).toHaveBeenCalledWith('u1', 'a0');
    const questions = screen.getByRole('list', { name: 'Questions' });
    expect(within(questions).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'More questions' })).toHaveAttribute(
      'href',
      '/User/u1/Ann-Lee?answers=a0&questions=q19',
    );
    expect(screen.getByRole('list', { name: 'Answers' })).toHaveTextContent('An answer');
  });

  it('leaves hidden posts out while the next page still starts after the last one read', () => {
    vi.mocked(useUserQuestions).mockReturnValue({
      status: 'ready',
      data: Array.from({ length: 21 }, (_, i) =>
        toQuestionView(`q${i}`, { Question: `Question ${i}`, uid: 'u1', Hidden: i === 19 }),
      ),
    });
    renderScreen(<UserPage />, route);
    const questions = screen.getByRole('list', { name: 'Questions' });
    expect(within(questions).getAllByRole('listitem')).toHaveLength(19);
    expect(questions).not.toHaveTextContent('Question 19');
    expect(screen.getByRole('link', { name: 'More questions' })).toHaveAttribute(
      'href',
      '/User/u1/Ann-Lee?questions=q19',
    );
  });

  it('says so when there is no such user', () => {
    vi.mocked(usePublicProfile).mockReturnValue({ status: 'ready', data: null });
    renderScreen(<UserPage />, route);
    expect(screen.getByText('This user does not exist.')).toBeInTheDocument();
  });
});
