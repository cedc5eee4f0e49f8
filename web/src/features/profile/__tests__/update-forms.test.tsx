import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reauthenticateWithProvider, signOutAndClear } from '@/features/auth';
import { UsernameTakenError } from '@/lib/usernames';
import { renderScreen, signedInUser } from '@/testing/render';
import { updatePasswordOnly, updateUsername } from '../api/update-account';
import UpdatePasswordPage from '../pages/update-password-page';
import UpdateProfilePicturePage from '../pages/update-profile-picture-page';
import UpdateUsernamePage from '../pages/update-username-page';

vi.mock('../api/update-account', () => ({
  updateUsername: vi.fn(),
  updatePasswordOnly: vi.fn(),
  updateProfilePicture: vi.fn(),
}));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  signOutAndClear: vi.fn(async () => {}),
  reauthenticateWithProvider: vi.fn(async () => {}),
}));

const auth = { user: signedInUser };

describe('single-field profile forms', () => {
  beforeEach(() => {
    vi.mocked(updateUsername).mockReset();
    vi.mocked(updatePasswordOnly).mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows "USERNAME UPDATED TO : {value}", pauses 2 seconds, then opens the profile', async () => {
    vi.mocked(updateUsername).mockResolvedValue('Grace');
    renderScreen(<UpdateUsernamePage />, { path: '/Profile/UpdateUsername', auth });
    await userEvent.type(screen.getByLabelText('New Username'), ' Grace ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('status')).toHaveTextContent('USERNAME UPDATED TO : Grace');
    expect(vi.mocked(updateUsername)).toHaveBeenCalledWith(' Grace ');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('location')).toHaveTextContent('/Profile');
  });

  it('says in words when the username is taken, and refuses an invisible one unsent', async () => {
    vi.mocked(updateUsername).mockRejectedValue(new UsernameTakenError('Grace'));
    renderScreen(<UpdateUsernamePage />, { path: '/Profile/UpdateUsername', auth });
    const field = screen.getByLabelText('New Username');
    await userEvent.type(field, 'Grace');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username "Grace" is taken. Please choose another one.',
    );
    expect(screen.getByRole('button', { name: 'UPDATE' })).toBeEnabled();

    vi.mocked(updateUsername).mockClear();
    await userEvent.clear(field);
    await userEvent.type(field, 'A\u202Eb');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('text-direction control');
    expect(updateUsername).not.toHaveBeenCalled();
  });

  it('says PASSWORD UPDATED (never E-MAIL UPDATED) after a password change', async () => {
    vi.mocked(updatePasswordOnly).mockResolvedValue();
    renderScreen(<UpdatePasswordPage />, { path: '/Profile/UpdatePassword', auth });
    await userEvent.type(screen.getByLabelText('New Password'), 'n3w-secret');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('PASSWORD UPDATED');
    expect(status).not.toHaveTextContent('E-MAIL');
    expect(status).not.toHaveTextContent('n3w-secret');
  });

  it('signs out with the spec alert on auth/requires-recent-login', async () => {
    vi.mocked(updatePasswordOnly).mockRejectedValue(
      Object.assign(new Error('old'), { code: 'auth/requires-recent-login' }),
    );
    renderScreen(<UpdatePasswordPage />, { path: '/Profile/UpdatePassword', auth });
    await userEvent.type(screen.getByLabelText('New Password'), 'n3w-secret');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      'Authorization Credentials Expired, Signing Out. Please Sign In Again',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(vi.mocked(signOutAndClear)).toHaveBeenCalledOnce();
  });

  it('sends a Google-only account back through Google on auth/requires-recent-login', async () => {
    vi.mocked(signOutAndClear).mockClear();
    vi.mocked(updatePasswordOnly).mockRejectedValue(
      Object.assign(new Error('old'), { code: 'auth/requires-recent-login' }),
    );
    renderScreen(<UpdatePasswordPage />, {
      path: '/Profile/UpdatePassword',
      auth: { user: { ...signedInUser, providers: ['google.com'] } },
    });
    await userEvent.type(screen.getByLabelText('New Password'), 'n3w-secret');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Authorization Credentials Expired',
    });
    expect(dialog).toHaveAccessibleDescription(
      'Authorization Credentials Expired. Please Sign In Again With Google',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() =>
      expect(vi.mocked(reauthenticateWithProvider)).toHaveBeenCalledWith('google.com'),
    );
    expect(vi.mocked(signOutAndClear)).not.toHaveBeenCalled();
  });

  it('asks for a picture when none was chosen', async () => {
    renderScreen(<UpdateProfilePicturePage />, { path: '/Profile/UpdateProfilePicture', auth });
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription(
      'Please Choose a Profile Picture',
    );
  });
});
