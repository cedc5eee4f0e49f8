import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/features/auth';
import { paged } from '@/testing/paged';
import { renderScreen } from '@/testing/render';
import { useCategories } from '../../api/get-categories';
import HomePage from '../home-page';

vi.mock('../../api/get-categories', () => ({ useCategories: vi.fn() }));

const signedOut = { user: null, profile: null };
const signedIn = {
  user: { uid: 'u1', displayName: 'Ann', email: 'ann@example.com', photoURL: null },
  profile: null,
};

let auth: Partial<AuthState> = {};

describe('HomePage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth = signedOut;
    vi.mocked(useCategories).mockReturnValue(paged({ status: 'loading' }));
  });

  it('paints the banner and placeholder cards while the categories load', () => {
    renderScreen(<HomePage />, { auth });
    expect(screen.getByText('A free forum for asking and solving queries.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'CATEGORIES' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories');
    expect(document.title).toBe('QueryHub • Home');
  });

  it('says so when no category exists', () => {
    vi.mocked(useCategories).mockReturnValue(paged({ status: 'ready', data: [] }));
    renderScreen(<HomePage />, { auth });
    expect(screen.getByText('No Categories Created')).toBeInTheDocument();
  });

  it('lists the categories as cards that open their category page', () => {
    vi.mocked(useCategories).mockReturnValue(
      paged({
        status: 'ready',
        data: [
          { id: 'c2', subject: 'Web Development', userName: 'ann', dateMillis: 2 },
          { id: 'c1', subject: 'C++', userName: 'bob', dateMillis: 1 },
        ],
      }),
    );
    renderScreen(<HomePage />, { auth });
    const cards = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('This category contains queries related to Web Development');
    expect(screen.getByRole('link', { name: 'Web Development' })).toHaveAttribute(
      'href',
      '/Category/c2/Web-Development',
    );
    expect(screen.getByRole('link', { name: 'C++' })).toHaveAttribute(
      'href',
      '/Category/c1/C%2B%2B',
    );
  });

  it('offers "Load more" while more categories may follow, and calls it', async () => {
    const loadMore = vi.fn();
    vi.mocked(useCategories).mockReturnValue(
      paged(
        { status: 'ready', data: [{ id: 'c1', subject: 'C++', userName: 'bob', dateMillis: 1 }] },
        { hasMore: true, loadMore },
      ),
    );
    const user = userEvent.setup();
    renderScreen(<HomePage />, { auth });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('shows no "Load more" once every category is listed', () => {
    vi.mocked(useCategories).mockReturnValue(
      paged({
        status: 'ready',
        data: [{ id: 'c1', subject: 'C++', userName: 'b', dateMillis: 1 }],
      }),
    );
    renderScreen(<HomePage />, { auth });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows an error instead of an endless spinner when the list cannot be read', () => {
    vi.mocked(useCategories).mockReturnValue(
      paged({ status: 'error', error: new Error('offline') }),
    );
    renderScreen(<HomePage />, { auth });
    expect(screen.getByRole('alert')).toHaveTextContent('Categories could not be loaded');
  });

  it('asks visitors to log in before creating a category', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<HomePage />, { auth });
    await user.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = screen.getByRole('alertdialog', { name: 'LOGIN' });
    expect(dialog).toHaveTextContent('Please Login To Create A Category!');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes signed-in users to /Create', async () => {
    auth = signedIn;
    const user = userEvent.setup();
    const { router } = renderScreen(<HomePage />, { auth });
    await user.click(screen.getByRole('link', { name: 'Create Category' }));
    expect(router.state.location.pathname).toBe('/Create');
  });
});
