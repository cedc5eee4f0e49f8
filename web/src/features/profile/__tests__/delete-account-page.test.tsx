import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLocalData } from '@/features/auth';
import { renderScreen, signedInUser } from '@/testing/render';
import { deleteAccount } from '../api/update-account';
import DeleteAccountPage from '../pages/delete-account-page';

vi.mock('../api/update-account', () => ({ deleteAccount: vi.fn() }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  clearLocalData: vi.fn(async () => {}),
  signOutAndClear: vi.fn(async () => {}),
}));
const mockedDelete = vi.mocked(deleteAccount);

function renderPage() {
  renderScreen(<DeleteAccountPage />, {
    path: '/Profile/DeleteAccount',
    auth: { user: signedInUser },
  });
}

async function submitEmail(email: string) {
  await userEvent.type(screen.getByLabelText('E-Mail'), email);
  await userEvent.click(screen.getByRole('button', { name: 'DELETE ACCOUNT' }));
}

describe('DeleteAccountPage', () => {
  beforeEach(() => {
    mockedDelete.mockReset();
  });

  it('refuses an e-mail that is not the signed-in one', async () => {
    renderPage();
    await submitEmail('someone@else.com');
    const dialog = screen.getByRole('alertdialog', { name: 'E-Mail ID Does Not Match' });
    expect(dialog).toHaveAccessibleDescription(
      'Please Enter The Correct E-Mail ID For Deleting Account!',
    );
    expect(mockedDelete).not.toHaveBeenCalled();
  });

  it('asks for confirmation and deletes nothing when cancelled', async () => {
    renderPage();
    await submitEmail('ADA@example.com');
    const confirm = screen.getByRole('alertdialog', {
      name: 'Are You Sure? You Want To Delete The Account',
    });
    expect(confirm).toHaveAccessibleDescription("Once Deleted, It Can't Be Undone!");
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mockedDelete).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'DELETE ACCOUNT' })).toBeEnabled();
  });

  it('deletes on confirm and tells the user "Account Deleted"', async () => {
    mockedDelete.mockResolvedValue();
    renderPage();
    await submitEmail('ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete It' }));
    expect(await screen.findByRole('alertdialog', { name: 'Account Deleted' })).toBeVisible();
    expect(mockedDelete).toHaveBeenCalledOnce();
    expect(vi.mocked(clearLocalData)).toHaveBeenCalledBefore(mockedDelete);
    expect(screen.getByRole('button', { name: 'SUBMITTING' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
