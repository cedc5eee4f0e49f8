import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionView } from '@queryhub/model';
import type { AuthState } from '@/features/auth';
import { QUESTIONS_PAGE_SIZE } from '@/lib/question-sort';
import { renderScreen } from '@/testing/render';
import { useAllQuestions } from '../../api/get-all-questions';
import AllQuestionsPage from '../all-questions-page';

vi.mock('../../api/get-all-questions', () => ({ useAllQuestions: vi.fn() }));

function question(n: number, overrides: Partial<QuestionView> = {}): QuestionView {
  return {
    id: `q${n}`,
    question: `Question number ${n}`,
    category: n % 2 ? 'Cooking' : 'Programming',
    catId: n % 2 ? 'c1' : 'c2',
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
    ...overrides,
  };
}

const auth: Partial<AuthState> = { user: null, profile: null };

describe('AllQuestionsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(useAllQuestions).mockReturnValue({ status: 'loading' });
  });

  it('lists the questions of every category with the sort tabs, without hidden ones', () => {
    const read = Array.from({ length: QUESTIONS_PAGE_SIZE + 1 }, (_, n) =>
      question(n, { hidden: n === 2 }),
    );
    vi.mocked(useAllQuestions).mockReturnValue({ status: 'ready', data: read });
    renderScreen(<AllQuestionsPage />, { path: '/Questions', url: '/Questions?sort=active', auth });
    expect(useAllQuestions).toHaveBeenCalledWith('active', '');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All questions');
    expect(document.title).toBe('QueryHub • All questions');
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(list.children).toHaveLength(QUESTIONS_PAGE_SIZE - 1);
    expect(screen.queryByText('Question number 2')).toBeNull();
    // Each card names its category, which the list mixes.
    expect(screen.getAllByRole('link', { name: 'Cooking' })[0]).toHaveAttribute(
      'href',
      '/Category/c1/Cooking',
    );
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/Questions');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `/Questions?sort=active&after=q${QUESTIONS_PAGE_SIZE - 1}`,
    );
    expect(screen.queryByRole('link', { name: 'First page' })).toBeNull();
  });

  it('reads the page after the cursor, links back to the first, and says when there is none', () => {
    vi.mocked(useAllQuestions).mockReturnValue({ status: 'ready', data: [] });
    renderScreen(<AllQuestionsPage />, { path: '/Questions', url: '/Questions?after=q19', auth });
    expect(useAllQuestions).toHaveBeenCalledWith('newest', 'q19');
    expect(screen.getByText('No Questions Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/Questions');
  });
});
