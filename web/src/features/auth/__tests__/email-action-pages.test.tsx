import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import {
  applyEmailCode,
  readResetCode,
  saveNewPassword,
  sendResetLink,
} from '../api/email-actions';
import AuthActionPage from '../pages/auth-action-page';
import ResetPasswordPage, { RESET_LINK_SENT } from '../pages/reset-password-page';

vi.mock('../api/email-actions', () => ({
  applyEmailCode: vi.fn(),
  readResetCode: vi.fn(),
  saveNewPassword: vi.fn(),
  sendResetLink: vi.fn(),
}));

const refused = (code: string) => Object.assign(new Error(code), { code });

describe('ResetPasswordPage', () => {
  beforeEach(() => vi.mocked(sendResetLink).mockReset());

  it('answers the same whether or not the address has an account', async () => {
    vi.mocked(sendResetLink).mockRejectedValueOnce(refused('auth/user-not-found'));
    renderScreen(<ResetPasswordPage />, { path: '/ResetPassword' });
    await userEvent.type(screen.getByLabelText('E-Mail'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
    expect(await screen.findByRole('status')).toHaveTextContent(RESET_LINK_SENT);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failure that reveals nothing, such as too many requests', async () => {
    vi.mocked(sendResetLink).mockRejectedValueOnce(refused('auth/too-many-requests'));
    renderScreen(<ResetPasswordPage />, { path: '/ResetPassword' });
    await userEvent.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There were too many attempts in a short time.');
    expect(alert).not.toHaveTextContent('auth/');
  });
});

describe('AuthActionPage', () => {
  beforeEach(() => {
    vi.mocked(readResetCode).mockReset();
    vi.mocked(saveNewPassword).mockReset();
    vi.mocked(applyEmailCode).mockReset();
  });

  it('resetPassword: asks for the new password, saves it, then points to /Login', async () => {
    vi.mocked(readResetCode).mockResolvedValue('ada@example.com');
    vi.mocked(saveNewPassword).mockResolvedValue();
    renderScreen(<AuthActionPage />, {
      path: '/Auth/Action',
      url: '/Auth/Action?mode=resetPassword&oobCode=abc',
    });
    expect(await screen.findByText('Choose a new password for ada@example.com.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('New password'), 'n3w-secret');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE PASSWORD' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password changed. You can sign in now.',
    );
    expect(saveNewPassword).toHaveBeenCalledWith('abc', 'n3w-secret');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/Login');
  });

  it('resetPassword: an expired code is explained, with a way to ask again', async () => {
    vi.mocked(readResetCode).mockRejectedValue(refused('auth/expired-action-code'));
    renderScreen(<AuthActionPage />, {
      path: '/Auth/Action',
      url: '/Auth/Action?mode=resetPassword&oobCode=old',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has expired or has already been used.');
    expect(alert).toHaveTextContent('This link has expired.');
    expect(alert).not.toHaveTextContent('auth/');
    expect(screen.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
      'href',
      '/ResetPassword',
    );
  });

  it('verifyEmail: applies the code once and says "E-mail verified"', async () => {
    vi.mocked(applyEmailCode).mockResolvedValue({ email: 'ada@example.com' });
    renderScreen(<AuthActionPage />, {
      path: '/Auth/Action',
      url: '/Auth/Action?mode=verifyEmail&oobCode=v1',
    });
    expect(await screen.findByText('E-mail verified')).toBeVisible();
    expect(applyEmailCode).toHaveBeenCalledOnce();
    expect(applyEmailCode).toHaveBeenCalledWith('v1');
  });

  it('recoverEmail: names the restored address and offers a password reset', async () => {
    vi.mocked(applyEmailCode).mockResolvedValue({ email: 'ada@example.com' });
    renderScreen(<AuthActionPage />, {
      path: '/Auth/Action',
      url: '/Auth/Action?mode=recoverEmail&oobCode=r1',
    });
    expect(await screen.findByText(/Your address is ada@example\.com again\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toBeVisible();
  });

  it('refuses an unknown mode without calling Firebase', async () => {
    renderScreen(<AuthActionPage />, {
      path: '/Auth/Action',
      url: '/Auth/Action?mode=signIn&oobCode=x',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link is not one QueryHub sends.');
    expect(alert).not.toHaveTextContent('auth/');
    expect(applyEmailCode).not.toHaveBeenCalled();
  });
});
