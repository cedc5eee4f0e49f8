import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionView } from '@queryhub/model';
import type { AuthState } from '@/features/auth';
import { renderScreen } from '@/testing/render';
import { useTagQuestions } from '../api/get-tag-questions';
import TagPage from '../pages/tag-page';

vi.mock('../api/get-tag-questions', () => ({ useTagQuestions: vi.fn() }));

function question(overrides: Partial<QuestionView>): QuestionView {
  return {
    id: 'q1',
    question: 'How do I overload operator+?',
    category: 'Programming',
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
    tags: ['c++', 'operators'],
    ...overrides,
  };
}

const auth: Partial<AuthState> = { user: null, profile: null };

describe('TagPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(useTagQuestions).mockReturnValue({ status: 'loading' });
  });

  it("lists the tag's questions in the chosen order, each with its tag links", () => {
    vi.mocked(useTagQuestions).mockReturnValue({
      status: 'ready',
      data: [question({}), question({ id: 'q2', hidden: true, question: 'Hidden one' })],
    });
    renderScreen(<TagPage actions={<p>Route actions</p>} />, {
      path: '/Tags/:Tag',
      url: '/Tags/c%2B%2B?sort=top',
      auth,
    });
    expect(useTagQuestions).toHaveBeenCalledWith('c++', 'top', '');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Questions tagged c++');
    const items = Array.from(
      screen.getByRole('list', { name: 'Questions' }).children,
    ) as HTMLElement[];
    expect(items).toHaveLength(1);
    const tags = within(items[0]!).getByRole('list', { name: 'Tags' });
    expect(within(tags).getByRole('link', { name: 'c++' })).toHaveAttribute(
      'href',
      '/Tags/c%2B%2B',
    );
    expect(within(tags).getByRole('link', { name: 'operators' })).toHaveAttribute(
      'href',
      '/Tags/operators',
    );
    // The route's actions (Follow tag) are shown in the intro.
    expect(
      within(screen.getByRole('region', { name: 'Questions tagged c++' })).getByText(
        'Route actions',
      ),
    ).toBeInTheDocument();
    expect(document.title).toBe('QueryHub • Questions tagged c++');
    expect(screen.getByRole('link', { name: 'All tags' })).toHaveAttribute('href', '/Tags');
  });

  it('says so when no question has the tag, and refuses what is not a tag', () => {
    vi.mocked(useTagQuestions).mockReturnValue({ status: 'ready', data: [] });
    const { unmount } = renderScreen(<TagPage />, { path: '/Tags/:Tag', url: '/Tags/css', auth });
    expect(screen.getByText('No Questions With This Tag')).toBeInTheDocument();
    unmount();
    renderScreen(<TagPage actions={<p>Route actions</p>} />, {
      path: '/Tags/:Tag',
      url: '/Tags/NotATag',
      auth,
    });
    expect(screen.getByText('This is not a tag.')).toBeInTheDocument();
    expect(screen.queryByText('Route actions')).toBeNull();
  });
});
