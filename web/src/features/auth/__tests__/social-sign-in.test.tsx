import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { readRedirectResult, startSocialSignIn } from '../api/social-sign-in';
import { SocialSignIn } from '../components/social-sign-in';

vi.mock('../api/social-sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/social-sign-in')>()),
  readRedirectResult: vi.fn(),
  startSocialSignIn: vi.fn(),
}));

describe('SocialSignIn', () => {
  beforeEach(() => vi.clearAllMocks());

  it('back from Google offline, names Google and the connection and says what to do', async () => {
    vi.mocked(readRedirectResult).mockResolvedValue({
      kind: 'failed',
      code: 'auth/internal-error',
      provider: 'google.com',
    });
    renderScreen(<SocialSignIn />, { path: '/Login' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent(
      "Sign-in with Google could not finish because Google's sign-in service could not be reached",
    );
    expect(alert).toHaveTextContent('check your internet connection and try again');
    expect(alert).not.toHaveTextContent('auth/');
  });

  it('says a failure to leave for the provider in words', async () => {
    vi.mocked(readRedirectResult).mockResolvedValue({ kind: 'none' });
    vi.mocked(startSocialSignIn).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/web-storage-unsupported' }),
    );
    renderScreen(<SocialSignIn />, { path: '/Login' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your browser blocks the site data signing in needs.');
    expect(alert).not.toHaveTextContent('auth/');
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeEnabled();
  });
});
