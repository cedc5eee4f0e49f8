import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '@/components/ui';
import { AuthContext, type AuthState } from '@/features/auth';
import { signedInUser } from '@/testing/render';
import { routes } from '../router';

// No Firebase in these tests: every SDK load stays pending, so pages show their loading state.
vi.mock('@/lib/firebase', () => {
  const never = () => new Promise<never>(() => {});
  return {
    loadApp: never,
    loadAuth: never,
    loadFirestore: never,
    loadStorage: never,
    clearFirestoreCache: never,
  };
});

function open(url: string, auth: Partial<AuthState> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <DialogProvider>
      <AuthContext.Provider value={{ user: null, profile: null, ...auth }}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </DialogProvider>,
  );
  return router;
}

describe('app routes', () => {
  it('shows the password reset page at /ResetPassword (no longer the 404 page)', async () => {
    open('/ResetPassword');
    expect(await screen.findByRole('heading', { name: 'RESET PASSWORD' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SEND RESET LINK' })).toBeInTheDocument();
  });

  it.each(['/Auth/Unknown', '/no/such/page', '/Profile/Unknown'])(
    'shows the 404 page for %s',
    async (url) => {
      open(url, { user: signedInUser });
      expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    },
  );

  it.each(['/Profile', '/Profile/UpdateEMail', '/Create', '/Ask/c1/Web', '/Reply/c1/q1/Why'])(
    'sends visitors from %s to /',
    async (url) => {
      const router = open(url);
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it.each(['/Login', '/Register'])('sends signed-in users from %s to /', async (url) => {
    const router = open(url, { user: signedInUser });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('renders the header with a Login link for visitors and a profile link for users', async () => {
    open('/Login');
    expect(await screen.findByRole('heading', { name: 'SIGN IN' })).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
    expect(header.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/Contact');
    expect(header.getByRole('link', { name: 'Questions' })).toHaveAttribute('href', '/Questions');
    expect(header.getByRole('link', { name: 'Tags' })).toHaveAttribute('href', '/Tags');
  });

  it('shows the all-questions list at /Questions and keeps the question page below it', async () => {
    open('/Questions');
    expect(await screen.findByRole('heading', { name: 'All questions' })).toBeInTheDocument();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Top' })).toHaveAttribute(
      'href',
      '/Questions?sort=top',
    );
  });

  it('shows the tag index at /Tags with the filter of its URL', async () => {
    open('/Tags?filter=py');
    expect(await screen.findByRole('heading', { name: 'Tags', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Filter tags by name' })).toHaveValue('py');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
  });

  it('links signed-in users to /Profile through their picture', async () => {
    open('/Profile', { user: signedInUser });
    expect(await screen.findByRole('heading', { name: 'PROFILE' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Your profile' });
    expect(picture.closest('a')).toHaveAttribute('href', '/Profile');
  });
});
