import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/features/auth';
import type { QuestionView } from '@queryhub/model';
import { renderScreen } from '@/testing/render';
import { useCategoryQuestions } from '../../api/get-category-questions';
import CategoryPage from '../category-page';

vi.mock('../../api/get-category-questions', () => ({ useCategoryQuestions: vi.fn() }));

const route = { path: '/Category/:ID/:Name', url: '/Category/c1/Web-Development' };

function question(overrides: Partial<QuestionView>): QuestionView {
  return {
    id: 'q1',
    question: 'How do I centre a div?',
    category: 'Web Development',
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
    ...overrides,
  };
}

let auth: Partial<AuthState> = {};

describe('CategoryPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth = { user: null, profile: null };
    vi.mocked(useCategoryQuestions).mockReturnValue({ status: 'loading' });
  });

  it('shows the name with hyphens as spaces and listens to that category', () => {
    renderScreen(<CategoryPage />, { ...route, auth });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Web Development');
    expect(
      screen.getByText('This category contains all queries and answers related to Web Development'),
    ).toBeInTheDocument();
    expect(useCategoryQuestions).toHaveBeenCalledWith('c1', 'newest', '');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Questions');
    expect(document.title).toBe('QueryHub • Web Development');
  });

  it('says so when the category has no question', () => {
    vi.mocked(useCategoryQuestions).mockReturnValue({ status: 'ready', data: [] });
    renderScreen(<CategoryPage />, { ...route, auth });
    expect(screen.getByText('No Questions In This Category')).toBeInTheDocument();
  });

  it('lists questions with author, screenshot and a link to the question', () => {
    vi.mocked(useCategoryQuestions).mockReturnValue({
      status: 'ready',
      data: [
        question({
          id: 'q2',
          question: 'Why <b>bold</b>?',
          userName: 'bob',
          html: null,
          screenshot: {
            variants: { large: 'https://l.webp', thumb: 'https://t.webp', width: 800, height: 600 },
          },
        }),
        question({ id: 'q1' }),
      ],
    });
    renderScreen(<CategoryPage />, { ...route, auth });
    const [first, second] = within(screen.getByRole('list', { name: 'Questions' })).getAllByRole(
      'listitem',
    );
    // User content is text: the markup shows literally and creates no element.
    expect(first).toHaveTextContent('Why <b>bold</b>?');
    expect(first?.querySelector('b')).toBeNull();
    expect(first).toHaveTextContent('This question is asked by bob');
    expect(within(first!).getByRole('img')).toHaveAttribute('src', 'https://t.webp');
    expect(within(first!).getByRole('link', { name: 'Why <b>bold</b>?' })).toHaveAttribute(
      'href',
      '/Questions/c1/q2/Why-%3Cb%3Ebold%3C%2Fb%3E%3F',
    );
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(second).toHaveTextContent('This question is asked by ann');
  });

  it('offers the sorts as links and reads the sort and cursor from the URL', () => {
    vi.mocked(useCategoryQuestions).mockReturnValue({
      status: 'ready',
      data: Array.from({ length: 21 }, (_, i) => question({ id: `q${i}` })),
    });
    renderScreen(<CategoryPage />, { ...route, url: `${route.url}?sort=top&after=q99`, auth });
    expect(useCategoryQuestions).toHaveBeenCalledWith('c1', 'top', 'q99');
    const tabs = screen.getByRole('navigation', { name: 'Sort questions' });
    expect(within(tabs).getByRole('link', { name: 'Top' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Unanswered' })).toHaveAttribute(
      'href',
      '/Category/c1/Web-Development?sort=unanswered',
    );
    expect(within(tabs).getByRole('link', { name: 'Newest' })).toHaveAttribute(
      'href',
      '/Category/c1/Web-Development',
    );
    // 21 loaded: 20 shown, and the next page starts after the 20th.
    expect(
      within(screen.getByRole('list', { name: 'Questions' })).getAllByRole('listitem'),
    ).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/Category/c1/Web-Development?sort=top&after=q19',
    );
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      '/Category/c1/Web-Development?sort=top',
    );
  });

  it('leaves hidden questions out while the next page starts after the last one read', () => {
    vi.mocked(useCategoryQuestions).mockReturnValue({
      status: 'ready',
      data: Array.from({ length: 21 }, (_, i) =>
        question({ id: `q${i}`, question: `Question ${i}`, hidden: i === 19 }),
      ),
    });
    renderScreen(<CategoryPage />, { ...route, auth });
    const list = screen.getByRole('list', { name: 'Questions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(19);
    expect(list).not.toHaveTextContent('Question 19');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/Category/c1/Web-Development?after=q19',
    );
  });

  it('links author names to their user pages and shows score and answers', () => {
    vi.mocked(useCategoryQuestions).mockReturnValue({
      status: 'ready',
      data: [
        question({
          uid: 'u9',
          userName: 'Zoë K',
          score: 3,
          answerCount: 1,
          acceptedAnswerId: 'a1',
        }),
      ],
    });
    renderScreen(<CategoryPage />, { ...route, auth });
    expect(screen.getByRole('link', { name: 'Zoë K' })).toHaveAttribute(
      'href',
      '/User/u9/Zo%C3%AB-K',
    );
    expect(screen.getByText(/3 votes · 1 answer/)).toHaveTextContent('Answered');
  });

  it('asks visitors to log in before asking', async () => {
    const user = userEvent.setup();
    renderScreen(<CategoryPage />, { ...route, auth });
    await user.click(screen.getByRole('button', { name: 'ASK QUESTIONS' }));
    expect(screen.getByRole('alertdialog', { name: 'LOGIN' })).toHaveTextContent(
      'Please Login To Ask Questions!',
    );
  });

  it('links signed-in users to the ask form of this category', () => {
    auth = {
      user: { uid: 'u1', displayName: 'Ann', email: null, photoURL: null },
      profile: null,
    };
    renderScreen(<CategoryPage />, { ...route, auth });
    expect(screen.getByRole('link', { name: 'ASK QUESTIONS' })).toHaveAttribute(
      'href',
      '/Ask/c1/Web-Development',
    );
  });
});
