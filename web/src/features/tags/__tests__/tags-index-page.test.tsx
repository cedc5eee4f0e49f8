import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/features/auth';
import { renderScreen } from '@/testing/render';
import { useTagIndex } from '../api/get-tag-index';
import TagsIndexPage from '../pages/tags-index-page';

vi.mock('../api/get-tag-index', () => ({ useTagIndex: vi.fn() }));

const auth: Partial<AuthState> = { user: null, profile: null };

describe('TagsIndexPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(useTagIndex).mockReturnValue({ status: 'loading' });
  });

  it('lists the tags with their counts, each linking to its page, and pages on', () => {
    vi.mocked(useTagIndex).mockReturnValue({
      status: 'ready',
      data: {
        tags: [
          { tag: 'c++', questionCount: 12 },
          { tag: 'css', questionCount: 1 },
        ],
        nextAfter: 'css',
      },
    });
    renderScreen(<TagsIndexPage />, { path: '/Tags', url: '/Tags', auth });
    expect(useTagIndex).toHaveBeenCalledWith('', '');
    expect(document.title).toBe('QueryHub • Tags');
    const items = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'c++ × 12 questions',
      'css × 1 question',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'c++' })).toHaveAttribute(
      'href',
      '/Tags/c%2B%2B',
    );
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/Tags?after=css',
    );
    expect(screen.queryByRole('link', { name: 'First page' })).toBeNull();
    // The filter box is a GET form: the filtered page has a URL the server renders.
    const form = screen.getByRole('search', { name: 'Tags' });
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Filter tags by name' })).toHaveAttribute(
      'name',
      'filter',
    );
  });

  it('reads a filtered page A to Z, keeps the filter in its links, and says when none match', () => {
    vi.mocked(useTagIndex).mockReturnValue({
      status: 'ready',
      data: { tags: [], nextAfter: null },
    });
    renderScreen(<TagsIndexPage />, {
      path: '/Tags',
      url: '/Tags?filter=%20Py&after=pytest',
      auth,
    });
    expect(useTagIndex).toHaveBeenCalledWith('py', 'pytest');
    expect(screen.getByRole('searchbox', { name: 'Filter tags by name' })).toHaveValue('py');
    expect(screen.getByText('No Tags Start With py')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First page' })).toHaveAttribute(
      'href',
      '/Tags?filter=py',
    );
    expect(screen.getByRole('link', { name: 'Show all tags' })).toHaveAttribute('href', '/Tags');
  });
});
