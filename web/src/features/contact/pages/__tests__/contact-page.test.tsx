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
    });
    expect(screen.getByRole('button', { name: 'SUBMITTING' })).toBeDisabled();
    finish();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Your Message/Feedback Is Received!!');
    expect(router.state.location.pathname).toBe('/Contact');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('tells the sender in plain words when to try again after too many messages', async () => {
    vi.mocked(sendContactMessage).mockRejectedValue(
      Object.assign(
        new Error(
          'You have sent several messages in a short time. Please try again in 12 minutes.',
        ),
        { code: 'functions/resource-exhausted' },
      ),
    );
    const user = userEvent.setup();
    renderScreen(<ContactPage />, { path: '/Contact', auth });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 12 minutes.');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
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
