import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '@/testing/render';
import { writePresence } from '../api/presence';
import { AuthContext } from '../auth-context';
import { usePresenceOnline } from '../hooks/use-presence-online';
import type { AuthState, UserProfile } from '../types';

vi.mock('../api/presence', () => ({ writePresence: vi.fn(async () => {}) }));
const mockedWrite = vi.mocked(writePresence);

function Probe() {
  usePresenceOnline();
  return null;
}

const profile = (setStatusDone: boolean): UserProfile => ({
  uid: signedInUser.uid,
  displayName: 'Ada',
  EMail: 'ada@example.com',
  photoURL: '',
  SetStatusDone: setStatusDone,
});

function mount(url: string, auth: AuthState) {
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
    initialEntries: [url],
  });
  const view = render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return {
    update: (next: AuthState) =>
      view.rerender(
        <AuthContext.Provider value={next}>
          <RouterProvider router={router} />
        </AuthContext.Provider>,
      ),
  };
}

describe('usePresenceOnline', () => {
  beforeEach(() => {
    mockedWrite.mockClear();
  });

  it('writes "online" once on the home page when the status step is not done', () => {
    const view = mount('/', { user: signedInUser, profile: profile(false) });
    expect(mockedWrite).toHaveBeenCalledExactlyOnceWith(signedInUser.uid, 'online');
    view.update({ user: signedInUser, profile: { ...profile(false), displayName: 'Ada L' } });
    expect(mockedWrite).toHaveBeenCalledOnce();
  });

  it('does nothing elsewhere, when signed out, or when the flag is already set', () => {
    mount('/Contact', { user: signedInUser, profile: profile(false) });
    mount('/', { user: null, profile: null });
    mount('/', { user: signedInUser, profile: profile(true) });
    mount('/', { user: signedInUser, profile: null });
    expect(mockedWrite).not.toHaveBeenCalled();
  });
});
