import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { signIn } from '../api/sign-in';
import LoginPage from '../pages/login-page';

vi.mock('../api/sign-in', () => ({ signIn: vi.fn() }));
const mockedSignIn = vi.mocked(signIn);

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'SIGN IN' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    mockedSignIn.mockReset();
  });

  it('shows the spec links and sets the page title', () => {
    renderScreen(<LoginPage />, { path: '/Login' });
    expect(screen.getByRole('heading', { name: 'SIGN IN' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/ResetPassword',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/Register');
    expect(screen.getByRole('link', { name: 'RETURN HOME' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('QueryHub • Login');
  });

  it('disables the button as "Signing In" while submitting, then goes home', async () => {
    let finish: () => void = () => {};
    mockedSignIn.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderScreen(<LoginPage />, { path: '/Login' });
    await fillAndSubmit();
    expect(screen.getByRole('button', { name: 'Signing In' })).toBeDisabled();
    expect(mockedSignIn).toHaveBeenCalledWith('ada@example.com', 'secret1');
    finish();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows "Something went wrong" with the error in words, not its code, and re-enables the button', async () => {
    mockedSignIn.mockImplementation(() =>
      Promise.reject(Object.assign(new Error('bad'), { code: 'auth/invalid-credential' })),
    );
    renderScreen(<LoginPage />, { path: '/Login' });
    await fillAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('The e-mail address or the password is not right.');
    expect(alert).not.toHaveTextContent('auth/');
    expect(screen.getByRole('button', { name: 'SIGN IN' })).toBeEnabled();
  });
});
