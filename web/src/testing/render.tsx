import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { DialogProvider } from '@/components/ui';
import { AuthContext, type AuthState } from '@/features/auth';

/** Shows the current location so tests can assert where a screen navigated to. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

export interface RenderOptions {
  /** Route pattern the screen is mounted at, e.g. '/Category/:ID/:Name'. */
  path?: string;
  /** The URL to start at. */
  url?: string;
  auth?: Partial<AuthState>;
}

export const signedInUser = {
  uid: 'user-1',
  displayName: 'Ada',
  email: 'ada@example.com',
  photoURL: null,
};

/**
 * Renders a screen inside the app's providers with a memory router and a fixed auth state.
 * Any other URL renders a probe (`getByTestId('location')`) holding the new path.
 */
export function renderScreen(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', url = path, auth = {} } = options;
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const state: AuthState = { user: null, profile: null, ...auth };
  const view = render(
    <DialogProvider>
      <AuthContext.Provider value={state}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </DialogProvider>,
  );
  return { ...view, router };
}
