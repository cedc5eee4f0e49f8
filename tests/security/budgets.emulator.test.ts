// Budgets keyed on what the client cannot write, and an account
// deletion that erases only what the account owned.
import { COLLECTIONS } from '@queryhub/model';
import { deleteApp, initializeApp } from 'firebase/app';
import { deleteUser } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROJECT_ID,
  adminDb,
  callFunction,
  createSignedInUser,
  eventually,
  uniqueEmail,
  uniqueId,
  urlOf,
} from '@queryhub/testkit';

/** Deletes every visitor budget (all emulator clients share one socket address: one budget). */
async function resetVisitorBudgets() {
  const budgets = await adminDb().collection(COLLECTIONS.contactBudgets).get();
  await Promise.all(budgets.docs.filter((d) => d.id.startsWith('ip-')).map((d) => d.ref.delete()));
}

/** A visitor's call of sendContactMessage over plain HTTP, with made-up forwarding headers. */
async function sendWithHeaders(headers: Record<string, string>, comment: string) {
  const response = await fetch(
    `${urlOf('functions')}/${PROJECT_ID}/us-central1/sendContactMessage`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({
        data: { Name: 'Visitor', EMail: 'spoofer@example.com', Comment: comment },
      }),
    },
  );
  const body = (await response.json()) as { error?: { status?: string } };
  return body.error?.status ?? 'OK';
}

describe('attack 6: the visitor budget ignores X-Forwarded-For', () => {
  beforeAll(resetVisitorBudgets);
  afterAll(resetVisitorBudgets);

  it('after 5 messages, 10 more with made-up headers are all refused', async () => {
    const tag = uniqueId('spoof');
    for (let n = 1; n <= 5; n += 1) {
      expect(await sendWithHeaders({}, `${tag} honest ${n}`)).toBe('OK');
    }
    const statuses: string[] = [];
    for (let n = 1; n <= 10; n += 1) {
      statuses.push(
        await sendWithHeaders(
          {
            'X-Forwarded-For': `198.51.100.${n}, 203.0.113.${n}`,
            'X-Real-IP': `192.0.2.${n}`,
            Forwarded: `for=192.0.2.${n}`,
          },
          `${tag} forged ${n}`,
        ),
      );
    }
    expect(statuses).toEqual(Array<string>(10).fill('RESOURCE_EXHAUSTED'));
    const stored = await adminDb()
      .collection(COLLECTIONS.contactForm)
      .where('EMail', '==', 'spoofer@example.com')
      .get();
    expect(stored.docs.filter((d) => String(d.get('Comment')).startsWith(`${tag} forged`))).toEqual(
      [],
    );
  });
});

describe("attack 5: deleting an account made with a visitor's address", () => {
  beforeAll(resetVisitorBudgets);
  afterAll(resetVisitorBudgets);

  it('leaves the messages the visitor sent from that address', async () => {
    const victim = uniqueEmail('harassed');
    const report = `Harassment report ${uniqueId('r')}`;
    const visitor = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, uniqueId('v'));
    try {
      await callFunction(visitor, 'sendContactMessage', {
        Name: 'Victim',
        EMail: victim,
        Comment: report,
      });
    } finally {
      await deleteApp(visitor);
    }
    // Someone else signs up with the victim's address (never verified) and deletes the account.
    const impostor = await createSignedInUser({
      prefix: 'impostor',
      email: victim,
      emailVerified: false,
    });
    await deleteUser(impostor.session.auth.currentUser!);
    await impostor.session.close();
    await eventually(
      async () =>
        (await adminDb().collection(COLLECTIONS.deletedAccounts).doc(impostor.uid).get()).exists &&
        !(await adminDb().collection(COLLECTIONS.users).doc(impostor.uid).get()).exists,
      'the deletion cascade',
    );
    // The cascade has finished its own documents; the visitor's report is still there.
    await eventually(
      async () =>
        (await adminDb().collection(COLLECTIONS.nameClaims).doc(impostor.uid).get()).exists ===
        false,
      'the cascade to finish',
    );
    const kept = await adminDb()
      .collection(COLLECTIONS.contactForm)
      .where('Comment', '==', report)
      .get();
    expect(kept.size).toBe(1);
  });
});
