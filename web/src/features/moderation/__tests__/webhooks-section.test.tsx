import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, signedInUser } from '@/testing/render';
import { addWebhook } from '../api/webhooks';
import { WebhooksSection } from '../components/webhooks-section';

vi.mock('../api/webhooks', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/webhooks')>()),
  addWebhook: vi.fn(),
  subscribeToWebhooks: () => (onData: (endpoints: unknown[]) => void) => {
    onData([
      {
        id: 'w1',
        url: 'https://hooks.example.com/a',
        events: ['question.created'],
        active: false,
        failures: 10,
      },
    ]);
    return Promise.resolve(() => undefined);
  },
  subscribeToWebhookDeliveries: () => (onData: (deliveries: unknown[]) => void) => {
    onData([
      {
        id: 'd1',
        webhookId: 'w1',
        event: 'question.created',
        subjectId: 'q1',
        status: 'failed',
        attempts: 5,
        lastStatusCode: 500,
        lastError: 'HTTP 500 down',
        updatedMillis: null,
      },
    ]);
    return Promise.resolve(() => undefined);
  },
}));

const auth = { user: signedInUser };

async function add(url: string) {
  const user = userEvent.setup();
  renderScreen(<WebhooksSection />, { auth });
  await user.type(screen.getByLabelText('Endpoint URL'), url);
  await user.click(screen.getByRole('checkbox', { name: 'comment.created' }));
  await user.click(screen.getByRole('button', { name: 'Add webhook' }));
}

describe('the Webhooks section of /Admin', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('shows the new secret once, with the events chosen', async () => {
    vi.mocked(addWebhook).mockResolvedValue({
      id: 'w2',
      url: 'https://hooks.example.com/b',
      events: ['question.created', 'comment.created'],
      secret: 'whsec_shown_once',
    });
    await add('https://hooks.example.com/b');
    expect(addWebhook).toHaveBeenCalledWith('https://hooks.example.com/b', [
      'question.created',
      'comment.created',
    ]);
    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent('whsec_shown_once');
  });

  it("shows why the server refused a URL, in the server's words", async () => {
    vi.mocked(addWebhook).mockRejectedValue(
      Object.assign(
        new Error('10.0.0.5 is a private address; webhooks go to public addresses only.'),
        {
          code: 'functions/invalid-argument',
        },
      ),
    );
    await add('https://10.0.0.5/hook');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The webhook was not added.');
    expect(alert).toHaveTextContent('10.0.0.5 is a private address');
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('lists a disabled endpoint and a failed delivery with its status', async () => {
    renderScreen(<WebhooksSection />, { auth });
    const endpoints = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(endpoints).getByRole('listitem')).toHaveTextContent(
      'Disabled after 10 failures in a row',
    );
    const deliveries = screen.getByRole('list', { name: 'Webhook deliveries' });
    expect(within(deliveries).getByRole('listitem')).toHaveTextContent(
      'question.created q1 · failed after 5 attempts · HTTP 500 HTTP 500 down',
    );
  });
});
