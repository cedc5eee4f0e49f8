import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInUser } from '@/testing/render';
import {
  followAccountEmail,
  readCurrentUser,
  watchAuthUser,
  watchUserProfile,
} from '../api/watch-auth';
import { useAuth } from '../auth-context';
import { AuthProvider } from '../auth-provider';
import { useRefreshAuthUser } from '../auth-refresh-context';
import type { AuthUser, UserProfile } from '../types';

vi.mock('../api/watch-auth', () => ({
  watchAuthUser: vi.fn(),
  watchUserProfile: vi.fn(),
  readCurrentUser: vi.fn(),
  followAccountEmail: vi.fn(),
}));

let emitUser: (user: AuthUser | null) => void = () => {};
let emitProfile: (profile: UserProfile | null) => void = () => {};
const stopProfile = vi.fn();

function Show() {
  const { user, profile } = useAuth();
  const refresh = useRefreshAuthUser();
  return (
    <>
      <p data-testid="user">{user === undefined ? 'loading' : (user?.displayName ?? 'none')}</p>
      <p data-testid="profile">{profile?.displayName ?? 'none'}</p>
      <button type="button" onClick={() => void refresh()}>
        refresh
      </button>
    </>
  );
}

describe('AuthProvider', () => {
  beforeEach(() => {
    stopProfile.mockClear();
    vi.mocked(followAccountEmail).mockReset().mockResolvedValue(undefined);
    vi.mocked(watchAuthUser).mockImplementation(async (onUser) => {
      emitUser = onUser;
      return () => {};
    });
    vi.mocked(watchUserProfile).mockImplementation(async (_uid, onProfile) => {
      emitProfile = onProfile;
      return stopProfile;
    });
  });

  it('starts loading, then follows sign-in changes and the live profile', async () => {
    render(
      <AuthProvider>
        <Show />
      </AuthProvider>,
    );
    expect(screen.getByTestId('user')).toHaveTextContent('loading');
    await vi.waitFor(() => expect(watchAuthUser).toHaveBeenCalled());
    act(() => emitUser(null));
    expect(screen.getByTestId('user')).toHaveTextContent('none');

    act(() => emitUser(signedInUser));
    expect(screen.getByTestId('user')).toHaveTextContent('Ada');
    await vi.waitFor(() =>
      expect(watchUserProfile).toHaveBeenCalledWith(
        signedInUser.uid,
        expect.any(Function),
        expect.any(Function),
      ),
    );
    act(() =>
      emitProfile({ uid: signedInUser.uid, displayName: 'Ada L', EMail: 'a@b.co', photoURL: '' }),
    );
    expect(screen.getByTestId('profile')).toHaveTextContent('Ada L');
    // The account's address (changed through an e-mail link) differs: Users.EMail follows it.
    expect(followAccountEmail).toHaveBeenCalledWith(signedInUser.uid, signedInUser.email);

    act(() => emitUser(null));
    expect(stopProfile).toHaveBeenCalled();
    expect(screen.getByTestId('profile')).toHaveTextContent('none');
  });

  it('leaves Users.EMail alone when it already is the account address, in any case', async () => {
    render(
      <AuthProvider>
        <Show />
      </AuthProvider>,
    );
    await vi.waitFor(() => expect(watchAuthUser).toHaveBeenCalled());
    act(() => emitUser(signedInUser));
    await vi.waitFor(() => expect(watchUserProfile).toHaveBeenCalled());
    act(() =>
      emitProfile({
        uid: signedInUser.uid,
        displayName: 'Ada',
        EMail: (signedInUser.email ?? '').toUpperCase(),
        photoURL: '',
      }),
    );
    expect(screen.getByTestId('profile')).toHaveTextContent('Ada');
    expect(followAccountEmail).not.toHaveBeenCalled();
  });

  it('re-reads the user on refresh (updateProfile fires no auth event)', async () => {
    vi.mocked(readCurrentUser).mockResolvedValue({ ...signedInUser, displayName: 'Grace' });
    render(
      <AuthProvider>
        <Show />
      </AuthProvider>,
    );
    await vi.waitFor(() => expect(watchAuthUser).toHaveBeenCalled());
    act(() => emitUser(signedInUser));
    await act(async () => screen.getByRole('button', { name: 'refresh' }).click());
    expect(screen.getByTestId('user')).toHaveTextContent('Grace');
  });
});
