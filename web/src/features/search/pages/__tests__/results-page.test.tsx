import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paged } from '@/testing/paged';
import { renderScreen } from '@/testing/render';
import { useSearchResults } from '../../api/search-content';
import ResultsPage from '../results-page';

vi.mock('../../api/search-content', () => ({ useSearchResults: vi.fn() }));

const route = { path: '/Results/:SearchValue', url: '/Results/react-hooks' };

describe('ResultsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(useSearchResults).mockReturnValue({
      questions: paged({ status: 'loading' }),
      answers: paged({ status: 'loading' }),
    });
  });

  it('searches for the value with hyphens as spaces, with one loader for both sections', () => {
    renderScreen(<ResultsPage />, route);
    expect(useSearchResults).toHaveBeenCalledWith('react hooks');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Loading results']);
    // The sections appear together with the results, so neither moves the other.
    expect(screen.queryByRole('heading', { name: 'QUESTIONS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ANSWERS' })).not.toBeInTheDocument();
    expect(document.title).toBe('QueryHub • Search: react hooks');
  });

  it('shows the spec texts when nothing matches', () => {
    vi.mocked(useSearchResults).mockReturnValue({
      questions: paged({ status: 'ready', data: [] }),
      answers: paged({ status: 'ready', data: [] }),
    });
    renderScreen(<ResultsPage />, route);
    expect(screen.getByText('No Questions Found')).toBeInTheDocument();
    expect(screen.getByText('No Answers Found')).toBeInTheDocument();
  });

  it('links matching questions and answers to their question page', () => {
    vi.mocked(useSearchResults).mockReturnValue({
      questions: paged({
        status: 'ready',
        data: [
          {
            id: 'q1',
            question: 'React hooks rules',
            category: 'React',
            catId: 'c1',
            userName: 'ann',
            html: null,
            screenshot: null,
            dateMillis: 2,
            hidden: false,
            uid: 'u-author',
            editedAtMillis: null,
            answerCount: 0,
            closed: false,
          },
        ],
      }),
      answers: paged({
        status: 'ready',
        data: [
          {
            id: 'a1',
            answer: 'Call hooks at the top level.',
            question: 'Where to call hooks?',
            questionId: 'q2',
            catId: 'c1',
            userName: 'bob',
            html: null,
            screenshot: null,
            dateMillis: 1,
            hidden: false,
            uid: 'u-author',
            editedAtMillis: null,
          },
        ],
      }),
    });
    renderScreen(<ResultsPage />, route);
    const questions = screen.getByRole('list', { name: 'Questions' });
    expect(within(questions).getByRole('link')).toHaveAttribute(
      'href',
      '/Questions/c1/q1/React-hooks-rules',
    );
    expect(questions).toHaveTextContent('This question is asked by ann');
    const answers = screen.getByRole('list', { name: 'Answers' });
    expect(
      within(answers).getByRole('link', { name: 'Call hooks at the top level.' }),
    ).toHaveAttribute('href', '/Questions/c1/q2/Where-to-call-hooks%3F');
    expect(answers).toHaveTextContent('This question is answered by bob');
  });

  it('offers "Load more" under a section that may have more results', async () => {
    const loadMore = vi.fn();
    vi.mocked(useSearchResults).mockReturnValue({
      questions: paged({ status: 'ready', data: [] }),
      answers: paged(
        {
          status: 'ready',
          data: [
            {
              id: 'a1',
              answer: 'One of many',
              question: 'Q',
              questionId: 'q2',
              catId: 'c1',
              userName: 'bob',
              html: null,
              screenshot: null,
              dateMillis: 1,
              hidden: false,
              uid: 'u-author',
              editedAtMillis: null,
            },
          ],
        },
        { hasMore: true, loadMore },
      ),
    });
    renderScreen(<ResultsPage />, route);
    const buttons = screen.getAllByRole('button', { name: 'Load more' });
    expect(buttons).toHaveLength(1);
    buttons[0]?.click();
    expect(loadMore).toHaveBeenCalledTimes(1);
  });
});
