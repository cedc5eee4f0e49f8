import { COLLECTIONS } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import { sendContactMessage } from '../send-contact-message';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

const message = { name: 'Ann', email: 'ann@example.com', comment: 'Hi' };

describe('sendContactMessage', () => {
  it('adds a ContactForm document with a generated id and no uid for visitors', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await sendContactMessage(message);
    expect(fake.sdk.addDoc).toHaveBeenCalledWith(
      { path: COLLECTIONS.contactForm, id: COLLECTIONS.contactForm },
      { Name: 'Ann', EMail: 'ann@example.com', Comment: 'Hi', date: SERVER_TIME },
    );
  });

  it('adds the uid of a signed-in sender', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    await sendContactMessage({ ...message, uid: 'u1' });
    expect(fake.sdk.addDoc.mock.calls[0]?.[1]).toMatchObject({ uid: 'u1' });
  });
});
