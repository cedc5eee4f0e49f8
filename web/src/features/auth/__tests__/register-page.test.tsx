import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { registerAccount } from '../api/register';
import RegisterPage from '../pages/register-page';

vi.mock('../api/register', () => ({ registerAccount: vi.fn() }));
const mockedRegister = vi.mocked(registerAccount);

function imageFile(name: string, type: string, size = 2048) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Username'), 'Ada');
  await userEvent.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
}

describe('RegisterPage', () => {
  beforeEach(() => {
    mockedRegister.mockReset();
  });

  it('refuses a GIF with "File Format Not Supported" and clears the choice', async () => {
    renderScreen(<RegisterPage />, { path: '/Register' });
    const input = screen.getByLabelText<HTMLInputElement>('Profile Picture (optional)');
    await userEvent.upload(input, imageFile('anim.gif', 'image/gif'), { applyAccept: false });
    expect(
      screen.getByRole('alertdialog', { name: 'File Format Not Supported' }),
    ).toBeInTheDocument();
    expect(input.value).toBe('');
    expect(input.files).toHaveLength(0);
  });

  it('refuses a picture over 10485760 bytes with the size message', async () => {
    renderScreen(<RegisterPage />, { path: '/Register' });
    const input = screen.getByLabelText<HTMLInputElement>('Profile Picture (optional)');
    await userEvent.upload(input, imageFile('big.png', 'image/png', 10_485_761));
    expect(
      screen.getByRole('alertdialog', { name: 'File Size Should Be Less Than 10 MB' }),
    ).toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('submits the valid picture, labels the button "Creating Account" and goes home', async () => {
    let finish: () => void = () => {};
    mockedRegister.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderScreen(<RegisterPage />, { path: '/Register' });
    await fillRequired();
    const picture = imageFile('me.jpg', 'image/jpeg');
    await userEvent.upload(screen.getByLabelText('Profile Picture (optional)'), picture);
    await userEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(screen.getByRole('button', { name: 'Creating Account' })).toBeDisabled();
    expect(mockedRegister).toHaveBeenCalledWith(
      { username: 'Ada', email: 'ada@example.com', password: 'secret1', picture },
      expect.any(Function),
    );
    finish();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('shows the error code when registration fails', async () => {
    mockedRegister.mockRejectedValue(
      Object.assign(new Error('taken'), { code: 'auth/email-already-in-use' }),
    );
    renderScreen(<RegisterPage />, { path: '/Register' });
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account already uses this e-mail address.');
    expect(alert).not.toHaveTextContent('auth/');
    expect(screen.getByRole('button', { name: 'CREATE ACCOUNT' })).toBeEnabled();
  });

  it('refuses a username of invisible characters only, with a clear message', async () => {
    renderScreen(<RegisterPage />, { path: '/Register' });
    await userEvent.type(screen.getByLabelText('Username'), '\u200B\u3164');
    await userEvent.type(screen.getByLabelText('E-Mail'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE ACCOUNT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a username with at least one visible character.',
    );
    expect(mockedRegister).not.toHaveBeenCalled();
  });
});
