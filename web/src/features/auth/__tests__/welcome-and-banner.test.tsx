import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, signedInUser } from '@/testing/render';
import { VerifyEmailBanner } from '../components/verify-email-banner';
import { useWelcomeRedirect } from '../hooks/use-welcome-redirect';
import type { AuthState } from '../types';

vi.mock('../api/email-actions', () => ({ sendVerificationEmail: vi.fn() }));

function Page() {
  useWelcomeRedirect();
  return <p>page</p>;
}

const googleUser = { ...signedInUser, providers: ['google.com'], emailVerified: true };

describe('useWelcomeRedirect', () => {
  it('sends a Google account without a profile to /Welcome', async () => {
    renderScreen(<Page />, { path: '/', auth: { user: googleUser, profileLoaded: true } });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/Welcome$/);
  });

  it.each<[string, Partial<AuthState>]>([
    ['while the profile is still loading', { user: googleUser, profileLoaded: false }],
    [
      'a password account (its profile is being written by /Register)',
      { user: { ...signedInUser, providers: ['password'] }, profileLoaded: true },
    ],
    [
      'an account that has its profile',
      {
        user: googleUser,
        profileLoaded: true,
        profile: { uid: 'user-1', displayName: 'Ada', EMail: 'ada@example.com', photoURL: '' },
      },
    ],
  ])('leaves %s where it is', (_what, auth) => {
    renderScreen(<Page />, { path: '/', auth });
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('VerifyEmailBanner', () => {
  it('asks an unverified account to verify, with the resend button', () => {
    renderScreen(<VerifyEmailBanner />, {
      auth: { user: { ...signedInUser, emailVerified: false } },
    });
    const banner = screen.getByRole('region', { name: 'Address verification' });
    expect(banner).toHaveTextContent('Please verify your e-mail address');
    expect(screen.getByRole('button', { name: 'RESEND VERIFICATION E-MAIL' })).toBeEnabled();
  });

  it('shows nothing to a verified account or a visitor', () => {
    renderScreen(<VerifyEmailBanner />, {
      auth: { user: { ...signedInUser, emailVerified: true } },
    });
    expect(screen.queryByRole('region', { name: 'Address verification' })).toBeNull();
  });
});
