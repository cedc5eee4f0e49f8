import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFunctions } from '@/lib/firebase';
import { sendContactMessage } from '../send-contact-message';

vi.mock('@/lib/firebase', () => ({ loadFunctions: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

function fakeFunctions(call: (data: unknown) => Promise<unknown>) {
  const httpsCallable = vi.fn((_functions: unknown, _name: string) => call);
  vi.mocked(loadFunctions).mockResolvedValue({
    functions: { fake: 'functions' },
    sdk: { httpsCallable },
  } as never);
  return httpsCallable;
}

describe('sendContactMessage', () => {
  it('calls the sendContactMessage callable with the ContactForm field names', async () => {
    const call = vi.fn(async () => ({ data: { id: 'm1' } }));
    const httpsCallable = fakeFunctions(call);
    await sendContactMessage({ name: 'Ann', email: 'ann@example.com', comment: 'Hi' });
    expect(httpsCallable).toHaveBeenCalledWith({ fake: 'functions' }, 'sendContactMessage');
    expect(call).toHaveBeenCalledWith({ Name: 'Ann', EMail: 'ann@example.com', Comment: 'Hi' });
  });

  it('passes a refusal on to the form', async () => {
    const refusal = Object.assign(new Error('Please try again in 12 minutes.'), {
      code: 'functions/resource-exhausted',
    });
    fakeFunctions(async () => Promise.reject(refusal));
    await expect(
      sendContactMessage({ name: 'Ann', email: 'ann@example.com', comment: 'Hi' }),
    ).rejects.toBe(refusal);
  });
});
