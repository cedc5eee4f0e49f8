import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, signedInUser } from '@/testing/render';
import { saveEmailPreferences, subscribeToEmailPreferences } from '../api/email-preferences';
import EmailPreferencesPage from '../pages/email-preferences-page';

vi.mock('../api/email-preferences', () => ({
  subscribeToEmailPreferences: vi.fn(),
  saveEmailPreferences: vi.fn(),
}));

const auth = { user: signedInUser };

describe('/Profile/EmailPreferences', () => {
  beforeEach(() => {
    let listener: ((value: { Activity: boolean; Digest: boolean }) => void) | undefined;
    vi.mocked(subscribeToEmailPreferences).mockImplementation(() => async (onData) => {
      listener = onData;
      onData({ Activity: true, Digest: false });
      return () => undefined;
    });
    vi.mocked(saveEmailPreferences).mockReset();
    vi.mocked(saveEmailPreferences).mockImplementation(async (_uid, value) => listener?.(value));
  });

  it('shows the defaults and saves the whole choice on each change', async () => {
    renderScreen(<EmailPreferencesPage />, { path: '/Profile/EmailPreferences', auth });
    const activity = await screen.findByRole('checkbox', {
      name: 'E-mail me about activity on my posts',
    });
    const digest = screen.getByRole('checkbox', { name: 'Weekly digest' });
    expect(activity).toBeChecked();
    expect(digest).not.toBeChecked();
    await userEvent.click(digest);
    expect(saveEmailPreferences).toHaveBeenCalledWith(signedInUser.uid, {
      Activity: true,
      Digest: true,
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(digest).toBeChecked();
  });

  it('says so when saving fails', async () => {
    vi.mocked(saveEmailPreferences).mockRejectedValue(new Error('permission-denied'));
    renderScreen(<EmailPreferencesPage />, { path: '/Profile/EmailPreferences', auth });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'E-mail me about activity on my posts' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work');
  });
});
