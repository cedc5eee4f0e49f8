import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newSearchRequest } from '@queryhub/search/request';
import { renderScreen } from '@/testing/render';
import { useSearchResults } from '../../api/search-content';
import ResultsPage from '../results-page';

vi.mock('../../api/search-content', () => ({ useSearchResults: vi.fn() }));

const route = { path: '/Results/:SearchValue', url: '/Results/react-hooks' };

const query = newSearchRequest('react hooks');
const EMPTY = {
  questions: [],
  answers: [],
  nextPage: null,
  snippets: {},
  corrected: null,
  degraded: false,
};

describe('ResultsPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(useSearchResults).mockReturnValue({ status: 'loading' });
  });

  it('searches for the value with hyphens as spaces, with one loader for both sections', () => {
    renderScreen(<ResultsPage />, route);
    expect(useSearchResults).toHaveBeenCalledWith(query);
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Loading results']);
    // The sections appear together with the results, so neither moves the other.
    expect(screen.queryByRole('heading', { name: 'QUESTIONS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ANSWERS' })).not.toBeInTheDocument();
    expect(document.title).toBe('QueryHub • Search: react hooks');
  });

  it('shows the spec texts when nothing matches', () => {
    vi.mocked(useSearchResults).mockReturnValue({
      status: 'ready',
      data: EMPTY,
    });
    renderScreen(<ResultsPage />, route);
    expect(screen.getByText('No Questions Found')).toBeInTheDocument();
    expect(screen.getByText('No Answers Found')).toBeInTheDocument();
  });

  it('links matching questions and answers to their question page', () => {
    vi.mocked(useSearchResults).mockReturnValue({
      status: 'ready',
      data: {
        ...EMPTY,
        questions: [
          {
            id: 'q1',
            question: 'React hooks rules',
            category: 'React',
            catId: 'c1',
            userName: 'ann',
            uid: 'u1',
            score: 0,
            answerCount: 0,
            acceptedAnswerId: '',
            html: null,
            screenshot: null,
            dateMillis: 2,
            hidden: false,
            editedAtMillis: null,
            closed: false,
            tags: [],
          },
        ],
        answers: [
          {
            id: 'a1',
            answer: 'Call hooks at the top level.',
            question: 'Where to call hooks?',
            questionId: 'q2',
            catId: 'c1',
            userName: 'bob',
            uid: 'u2',
            score: 0,
            accepted: false,
            html: null,
            screenshot: null,
            dateMillis: 1,
            hidden: false,
            editedAtMillis: null,
          },
        ],
      },
    });
    renderScreen(<ResultsPage />, route);
    const questions = screen.getByRole('list', { name: 'Questions' });
    expect(within(questions).getByRole('link', { name: 'React hooks rules' })).toHaveAttribute(
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

  it('pages with crawlable links, keeping the sort and filters', () => {
    vi.mocked(useSearchResults).mockReturnValue({
      status: 'ready',
      data: { ...EMPTY, nextPage: 3 },
    });
    renderScreen(<ResultsPage />, {
      ...route,
      url: '/Results/react-hooks?sort=top&page=2&answered=answered',
    });
    expect(useSearchResults).toHaveBeenCalledWith({
      ...query,
      sort: 'top',
      page: 2,
      answered: 'answered',
    });
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/Results/react-hooks?sort=top&page=3&answered=answered',
    );
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/Results/react-hooks?sort=top&answered=answered',
    );
  });

  it('keeps the tag in the sort tabs, the filters and the pages', () => {
    vi.mocked(useSearchResults).mockReturnValue({
      status: 'ready',
      data: { ...EMPTY, nextPage: 2 },
    });
    renderScreen(<ResultsPage />, { ...route, url: '/Results/react-hooks?tag=react' });
    expect(useSearchResults).toHaveBeenCalledWith({ ...query, tag: 'react' });
    expect(screen.getByRole('link', { name: 'Top' })).toHaveAttribute(
      'href',
      '/Results/react-hooks?sort=top&tag=react',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/Results/react-hooks?page=2&tag=react',
    );
    const filters = screen.getByRole('form', { name: 'Filter results' });
    expect(new FormData(filters as HTMLFormElement).get('tag')).toBe('react');
  });

  it('says why a search is refused, and searches nothing', () => {
    vi.mocked(useSearchResults).mockReturnValue({ status: 'ready', data: EMPTY });
    renderScreen(<ResultsPage />, { ...route, url: '/Results/react-hooks?tag=Not%20A%20Tag' });
    expect(screen.getByRole('alert')).toHaveTextContent('Not a tag.');
    expect(useSearchResults).toHaveBeenCalledWith(newSearchRequest(''));
  });

  it('shows the correction with a link to the text as typed', () => {
    vi.mocked(useSearchResults).mockReturnValue({
      status: 'ready',
      data: { ...EMPTY, corrected: 'react hooks' },
    });
    renderScreen(<ResultsPage />, { ...route, url: '/Results/raect-hooks' });
    expect(screen.getByText('Showing results for react hooks')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search instead for raect hooks' })).toHaveAttribute(
      'href',
      '/Results/raect-hooks?exact=1',
    );
  });

  it('says when the keyword search stands in for the search database', () => {
    vi.mocked(useSearchResults).mockReturnValue({
      status: 'ready',
      data: { ...EMPTY, degraded: true },
    });
    renderScreen(<ResultsPage />, route);
    expect(screen.getByText(/Full-text search is unavailable right now/)).toBeInTheDocument();
  });
});
