import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/features/auth';
import { renderScreen } from '@/testing/render';
import { sendContactMessage } from '../../api/send-contact-message';
import ContactPage from '../contact-page';

vi.mock('../../api/send-contact-message', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/send-contact-message')>()),
  sendContactMessage: vi.fn(),
}));

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ann');
  await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
  await user.type(screen.getByLabelText('Message'), 'Great forum!');
}

let auth: Partial<AuthState> = {};

describe('ContactPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth = { user: null, profile: null };
  });

  it('sends the message, shows SUBMITTING, then the spec alert, then goes home', async () => {
    let finish!: () => void;
    vi.mocked(sendContactMessage).mockReturnValue(new Promise<void>((r) => (finish = r)));
    const user = userEvent.setup();
    const { router } = renderScreen(<ContactPage />, { path: '/Contact', auth });
    expect(document.title).toBe('QueryHub • Contact');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    expect(sendContactMessage).toHaveBeenCalledWith({
      name: 'Ann',
      email: 'ann@example.com',
      comment: 'Great forum!',
      uid: undefined,
    });
    expect(screen.getByRole('button', { name: 'SUBMITTING' })).toBeDisabled();
    finish();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Your Message/Feedback Is Received!!');
    expect(router.state.location.pathname).toBe('/Contact');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("adds the signed-in sender's uid", async () => {
    auth = {
      user: { uid: 'u1', displayName: 'Ann', email: 'ann@example.com', photoURL: null },
      profile: null,
    };
    vi.mocked(sendContactMessage).mockResolvedValue();
    const user = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/Contact', auth });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(sendContactMessage).toHaveBeenCalledWith(expect.objectContaining({ uid: 'u1' }));
  });

  it('requires every field and an e-mail shaped address', async () => {
    const user = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/Contact', auth });
    for (const label of ['Name', 'E-mail', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    await user.type(email, 'ann@localhost');
    expect(email.validity.valid).toBe(false);
    await user.clear(email);
    await user.type(email, 'ann@example.com');
    expect(email.validity.valid).toBe(true);

    await user.type(screen.getByLabelText('Name'), '  ');
    await user.type(screen.getByLabelText('Message'), 'Hi');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(sendContactMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill in your name, e-mail and message.',
    );
  });

  it('reports a failed send and lets the user try again', async () => {
    vi.mocked(sendContactMessage).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/Contact', auth });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });
});
