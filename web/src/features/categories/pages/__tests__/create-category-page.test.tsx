import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/features/auth';
import { renderScreen } from '@/testing/render';
import { createCategory } from '../../api/create-category';
import CreateCategoryPage from '../create-category-page';

vi.mock('../../api/create-category', () => ({
  createCategory: vi.fn(),
}));

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

let auth: Partial<AuthState> = {};

describe('CreateCategoryPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth = {
      user: { uid: 'u1', displayName: 'Ann', email: 'ann@example.com', photoURL: null },
      profile: null,
    };
  });

  it('creates the category, shows SUBMITTING meanwhile, then confirms and opens it', async () => {
    const write = deferred<string>();
    vi.mocked(createCategory).mockReturnValue(write.promise);
    const user = userEvent.setup();
    const { router } = renderScreen(<CreateCategoryPage />, { path: '/Create', auth });
    expect(document.title).toBe('QueryHub • Create Category');

    const field = screen.getByLabelText('Category name');
    expect(field).toHaveAttribute('maxlength', '60');
    await user.type(field, '  Web Development  ');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    expect(createCategory).toHaveBeenCalledWith({ subject: 'Web Development', uid: 'u1' });
    expect(screen.getByRole('button', { name: 'SUBMITTING' })).toBeDisabled();

    write.resolve('newId');
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Created Web Development Category');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/Category/newId/Web-Development'),
    );
  });

  it('refuses a name made only of spaces without writing anything', async () => {
    const user = userEvent.setup();
    renderScreen(<CreateCategoryPage />, { path: '/Create', auth });
    await user.type(screen.getByLabelText('Category name'), '   ');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(createCategory).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a category name.');
  });

  it('refuses a name of invisible characters only (zero-width space, Hangul filler)', async () => {
    const user = userEvent.setup();
    renderScreen(<CreateCategoryPage />, { path: '/Create', auth });
    await user.type(screen.getByLabelText('Category name'), '\u200B\u3164');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(createCategory).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a category name.');
  });

  it('shows the error code and re-enables the button when the write fails', async () => {
    vi.mocked(createCategory).mockRejectedValue(
      Object.assign(new Error('denied'), { code: 'permission-denied' }),
    );
    const user = userEvent.setup();
    const { router } = renderScreen(<CreateCategoryPage />, { path: '/Create', auth });
    await user.type(screen.getByLabelText('Category name'), 'Rust');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('permission-denied');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/Create');
  });
});
