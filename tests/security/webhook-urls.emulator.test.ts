// Hostile webhook registrations: URLs into the project's network (private, loopback other than
// the local stack's 127.0.0.1, link-local and the metadata server, IPv6 spellings of them) are
// refused by addWebhook with 'invalid-argument' and a message saying why; non-admins are
// refused outright. None of them leaves an endpoint behind.
import { COLLECTIONS, WEBHOOK_LIMITS } from '@queryhub/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  callFunction,
  createSignedInUser,
  signInAsAdmin,
  signInWithClaims,
  type ClientSession,
  type SignedInUser,
} from '@queryhub/testkit';

let admin: ClientSession;
let member: SignedInUser;
let moderator: ClientSession;

beforeAll(async () => {
  admin = await signInAsAdmin('webhook-abuse-admin');
  member = await createSignedInUser({ prefix: 'hook-abuser' });
  moderator = await signInWithClaims('webhook-abuse-moderator', { moderator: true });
});

afterAll(async () => {
  await Promise.all([admin?.close(), member?.session.close(), moderator?.close()]);
});

async function refusal(session: ClientSession, data: unknown) {
  try {
    const added = (await callFunction(session.app, 'addWebhook', data)) as { id: string };
    // Accepted by mistake: removed at once, so the failure leaves no endpoint behind.
    await callFunction(admin.app, 'removeWebhook', { id: added.id });
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code: code.replace(/^functions\//, ''), message };
  }
  return { code: 'succeeded', message: '' };
}

const INTERNAL_URLS: readonly [url: string, message: string][] = [
  ['http://10.0.0.5/hook', 'must use https'],
  ['https://10.0.0.5/hook', '10.0.0.5 is a private address'],
  ['https://192.168.1.20/hook', '192.168.1.20 is a private address'],
  ['https://172.20.0.3:8443/hook', '172.20.0.3 is a private address'],
  ['https://169.254.169.254/computeMetadata/v1/', '169.254.169.254 is a link-local address'],
  ['https://metadata.google.internal/computeMetadata/v1/', 'names an internal host'],
  ['https://localhost:5001/', 'names an internal host'],
  ['http://localhost:8080/', 'must use https'],
  ['https://127.0.0.2/', '127.0.0.2 is a loopback address'],
  // 127.0.0.2 spelled as one number (the URL parser's normal form is checked, not the text).
  ['https://2130706434/', '127.0.0.2 is a loopback address'],
  ['https://[::1]:8080/', 'loopback'],
  ['https://[fd12:3456::1]/', 'unique local'],
  ['https://[fe80::1]/', 'link-local'],
  ['https://[::ffff:169.254.169.254]/', 'IPv4-mapped'],
  ['https://100.64.0.1/', 'carrier-grade NAT'],
  ['https://0.0.0.0/', 'unspecified'],
  ['https://admin:pw@example.com/hook', 'user name or password'],
  ['file:///etc/passwd', 'must use https'],
  ['javascript:alert(1)', 'must use https'],
  [`https://example.com/${'a'.repeat(WEBHOOK_LIMITS.maxUrlLength)}`, 'longer than'],
];

describe('webhook URLs pointing inside the network', () => {
  for (const [url, message] of INTERNAL_URLS) {
    it(`refuses ${url.slice(0, 70)}`, async () => {
      const result = await refusal(admin, { url, events: ['question.created'] });
      expect(result.code).toBe('invalid-argument');
      expect(result.message).toContain(message);
    });
  }

  it('refuses a name that does not resolve (nothing to check it against)', async () => {
    const result = await refusal(admin, {
      url: 'https://no-such-host.invalid/hook',
      events: ['question.created'],
    });
    expect(result.code).toBe('invalid-argument');
    expect(result.message).toContain(
      'no-such-host.invalid could not be resolved; check the host name.',
    );
  });

  it('refuses unknown or missing events, and a missing URL', async () => {
    expect(
      (await refusal(admin, { url: 'http://127.0.0.1:9/', events: ['user.deleted'] })).code,
    ).toBe('invalid-argument');
    expect((await refusal(admin, { url: 'http://127.0.0.1:9/' })).code).toBe('invalid-argument');
    expect((await refusal(admin, { events: ['question.created'] })).message).toContain(
      'Give the endpoint URL',
    );
  });

  it('refuses members and moderators, whatever the URL', async () => {
    const data = { url: 'http://127.0.0.1:9/hook', events: ['question.created'] };
    expect((await refusal(member.session, data)).code).toBe('permission-denied');
    expect((await refusal(moderator, data)).code).toBe('permission-denied');
    const removal = await callFunction(member.session.app, 'removeWebhook', { id: 'x' }).catch(
      (error: { code: string }) => error.code,
    );
    expect(removal).toBe('functions/permission-denied');
  });

  it('left no endpoint behind', async () => {
    const stored = await adminDb().collection(COLLECTIONS.webhooks).get();
    const urls = stored.docs.map((doc) => String(doc.get('Url')));
    for (const [url] of INTERNAL_URLS) expect(urls).not.toContain(url);
    expect(urls.some((url) => url.includes('127.0.0.1:9/'))).toBe(false);
  });
});
