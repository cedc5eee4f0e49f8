import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '@/components/ui';
import { AuthContext } from '@/features/auth';
import { createRouter } from '../router';

// No Firebase: every SDK load stays pending, so the page shows its loading state.
vi.mock('@/lib/firebase', () => {
  const never = () => new Promise<never>(() => {});
  return { loadApp: never, loadAuth: never, loadFirestore: never, clearFirestoreCache: never };
});

/** Renders the browser router at `/` as main.tsx does; returns the scrollTo spy. */
async function start(serverRendered: boolean) {
  window.history.replaceState(null, '', '/');
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const router = createRouter({ serverRendered });
  render(
    <DialogProvider>
      <AuthContext.Provider value={{ user: null, profile: null }}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </DialogProvider>,
  );
  expect(await screen.findByRole('banner')).toBeInTheDocument();
  return { scrollTo, router };
}

describe('the first render and the scroll position (no lost link clicks)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves a server-rendered page where the reader has scrolled it while it hydrates', async () => {
    const { scrollTo, router } = await start(true);
    expect(router.state.restoreScrollPosition).toBe(false);
    expect(scrollTo).not.toHaveBeenCalled();
    router.dispose();
  });

  it('starts the client-rendered app shell at the top, as before', async () => {
    const { scrollTo, router } = await start(false);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    router.dispose();
  });
});
