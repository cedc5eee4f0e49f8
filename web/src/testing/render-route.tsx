import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DialogProvider } from '@/components/ui';

/**
 * Renders `element` as the page of route `path`, opened at `url`, inside the app's dialog
 * provider. Any other URL renders nothing, so tests can assert navigation with `router.state`.
 */
export function renderRoute(
  element: ReactElement,
  { path = '/', url }: { path?: string; url?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: null },
    ],
    { initialEntries: [url ?? path] },
  );
  const view = render(
    <DialogProvider>
      <RouterProvider router={router} />
    </DialogProvider>,
  );
  return { ...view, router, pathname: () => router.state.location.pathname };
}
