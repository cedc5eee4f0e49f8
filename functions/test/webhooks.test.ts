import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpsError } from 'firebase-functions/v2/https';
import { WEBHOOK_LIMITS, webhookDeliveryId, type StoredTime } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import {
  checkResolvedAddresses,
  checkWebhookTarget,
  checkWebhookUrl,
  refusedAddressReason,
} from '../src/webhooks/address-guard';
import { attemptOutcome, logExcerpt, webhookRetryConfig } from '../src/webhooks/delivery-outcome';
import { webhookTaskId } from '../src/webhooks/enqueue';
import {
  webhookAnswer,
  webhookComment,
  webhookPayload,
  webhookQuestion,
} from '../src/webhooks/payload';
import { postWebhook } from '../src/webhooks/post';
import { acceptedWebhookUrl, parseNewWebhook } from '../src/webhooks/register';
import {
  isValidWebhookSignature,
  newWebhookSecret,
  webhookSignature,
} from '../src/webhooks/signature';

const PRODUCTION = { emulator: false };
const EMULATOR = { emulator: true };

describe('the SSRF guard: addresses', () => {
  const refused = [
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'unique local'],
    ['fc12:3456::1', 'unique local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:7f00:1', 'IPv4-mapped'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped'],
    ['64:ff9b::a9fe:a9fe', 'NAT64'],
    ['2002:a9fe:a9fe::1', '6to4'],
    ['ff02::1', 'multicast'],
  ] as const;
  for (const [address, what] of refused) {
    it(`refuses ${address} (${what})`, () => {
      expect(refusedAddressReason(address, PRODUCTION)).toContain(what);
    });
  }

  it('accepts public addresses', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700::1111']) {
      expect(refusedAddressReason(address, PRODUCTION)).toBeNull();
    }
  });

  it('lets the local stack reach 127.0.0.1 only: no other loopback or internal address', () => {
    expect(refusedAddressReason('127.0.0.1', EMULATOR)).toBeNull();
    expect(refusedAddressReason('127.0.0.2', EMULATOR)).toContain('loopback');
    expect(refusedAddressReason('::1', EMULATOR)).toContain('loopback');
    expect(refusedAddressReason('10.0.0.1', EMULATOR)).toContain('private');
    expect(refusedAddressReason('169.254.169.254', EMULATOR)).toContain('link-local');
  });
});

describe('the SSRF guard: URLs', () => {
  const refusals = [
    ['http://example.com/hook', 'must use https'],
    ['ftp://example.com/hook', 'must use https'],
    ['https://user:pw@example.com/hook', 'user name or password'],
    ['https://10.0.0.5/hook', 'private address'],
    ['https://169.254.169.254/computeMetadata/v1/', 'link-local'],
    ['https://[::1]/hook', 'loopback'],
    ['https://[::ffff:169.254.169.254]/', 'IPv4-mapped'],
    // Other spellings of 127.0.0.1 that the URL parser turns into it.
    ['https://2130706433/', 'loopback'],
    ['https://0x7f.1/', 'loopback'],
    ['https://localhost/hook', 'internal host'],
    ['https://api.localhost/hook', 'internal host'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'internal host'],
    ['https://printer.local/', 'internal host'],
    ['https://intranet/', 'internal host'],
    ['not a url', 'is not a URL'],
    ['', 'Give the endpoint URL'],
    [`https://example.com/${'a'.repeat(WEBHOOK_LIMITS.maxUrlLength)}`, 'longer than'],
  ] as const;
  for (const [url, message] of refusals) {
    it(`refuses ${url.slice(0, 60) || '(empty)'}`, () => {
      expect(() => checkWebhookUrl(url, PRODUCTION)).toThrow(message);
    });
  }

  it('refuses a non-string URL', () => {
    expect(() => checkWebhookUrl(42, PRODUCTION)).toThrow('Give the endpoint URL');
  });

  it('accepts https to a public name or address', () => {
    expect(checkWebhookUrl('https://hooks.example.com/q?x=1', PRODUCTION).href).toBe(
      'https://hooks.example.com/q?x=1',
    );
    expect(checkWebhookUrl('https://93.184.215.14:8443/', PRODUCTION).port).toBe('8443');
  });

  it('allows http://127.0.0.1 on the emulator only', () => {
    expect(() => checkWebhookUrl('http://127.0.0.1:9999/hook', PRODUCTION)).toThrow('https');
    expect(checkWebhookUrl('http://127.0.0.1:9999/hook', EMULATOR).port).toBe('9999');
    expect(() => checkWebhookUrl('http://localhost:9999/hook', EMULATOR)).toThrow('https');
    expect(() => checkWebhookUrl('https://localhost:9999/hook', EMULATOR)).toThrow('internal');
    expect(() => checkWebhookUrl('http://10.0.0.1/hook', EMULATOR)).toThrow('https');
  });
});

describe('the SSRF guard: DNS', () => {
  const resolvesTo =
    (...addresses: string[]) =>
    () =>
      Promise.resolve(
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );

  it('refuses a name that resolves to an internal address, even beside a public one', async () => {
    await expect(
      checkWebhookTarget('https://rebind.example.com/', PRODUCTION, resolvesTo('10.0.0.7')),
    ).rejects.toThrow('rebind.example.com resolves to 10.0.0.7 is a private address');
    await expect(
      checkWebhookTarget(
        'https://mixed.example.com/',
        PRODUCTION,
        resolvesTo('93.184.215.14', '169.254.169.254'),
      ),
    ).rejects.toThrow('link-local');
  });

  it('refuses a name that does not resolve, and one with no address', async () => {
    const fails = () => Promise.reject(new Error('ENOTFOUND'));
    await expect(checkWebhookTarget('https://nx.example.com/', PRODUCTION, fails)).rejects.toThrow(
      'could not be resolved',
    );
    expect(() => checkResolvedAddresses('empty.example.com', [], PRODUCTION)).toThrow(
      'has no address',
    );
  });

  it('accepts a name with public addresses only', async () => {
    const url = await checkWebhookTarget(
      'https://ok.example.com/hook',
      PRODUCTION,
      resolvesTo('93.184.215.14', '2606:4700::1111'),
    );
    expect(url.hostname).toBe('ok.example.com');
  });

  it("turns a refusal into the callable's invalid-argument error", async () => {
    const error = await acceptedWebhookUrl('https://192.168.0.10/', PRODUCTION).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpsError);
    expect((error as HttpsError).code).toBe('invalid-argument');
    expect((error as HttpsError).message).toBe(
      '192.168.0.10 is a private address; webhooks go to public addresses only.',
    );
  });
});

describe('registration requests', () => {
  it('takes one or more known events, without repeats', () => {
    expect(parseNewWebhook({ url: 'u', events: ['answer.created', 'answer.created'] })).toEqual({
      url: 'u',
      events: ['answer.created'],
    });
  });

  it('refuses no events or an unknown one', () => {
    expect(() => parseNewWebhook({ url: 'u', events: [] })).toThrow('Choose one or more events');
    expect(() => parseNewWebhook({ url: 'u', events: ['user.deleted'] })).toThrow(
      'Choose one or more events',
    );
    expect(() => parseNewWebhook(null)).toThrow('Choose one or more events');
  });
});

describe('signatures', () => {
  const secret = 'whsec_test';
  const body = '{"event":"question.created"}';

  it('is the HMAC-SHA256 hex of "<timestamp>.<body>"', () => {
    // echo -n '1700000000.{"event":"question.created"}' | openssl dgst -sha256 -hmac whsec_test
    expect(webhookSignature(secret, 1_700_000_000, body)).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(webhookSignature(secret, 1_700_000_000, body)).not.toBe(
      webhookSignature(secret, 1_700_000_001, body),
    );
  });

  it('verifies a fresh delivery and refuses a changed body, another secret or a replay', () => {
    const signature = webhookSignature(secret, 1_700_000_000, body);
    expect(isValidWebhookSignature(secret, '1700000000', body, signature, 1_700_000_010)).toBe(
      true,
    );
    expect(
      isValidWebhookSignature(secret, '1700000000', `${body} `, signature, 1_700_000_010),
    ).toBe(false);
    expect(isValidWebhookSignature('other', '1700000000', body, signature, 1_700_000_010)).toBe(
      false,
    );
    expect(isValidWebhookSignature(secret, '1700000000', body, signature, 1_700_000_301)).toBe(
      false,
    );
    expect(isValidWebhookSignature(secret, 'soon', body, signature, 1_700_000_000)).toBe(false);
    expect(isValidWebhookSignature(secret, '1700000000', body, 'sha256=00', 1_700_000_000)).toBe(
      false,
    );
  });

  it('makes long, distinct secrets', () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(first);
  });
});

describe('attempt outcomes: backoff and disabling', () => {
  const ok = { statusCode: 204, error: '' };
  const serverError = { statusCode: 500, error: 'HTTP 500' };

  it('a 2xx delivers and resets the endpoint', () => {
    expect(attemptOutcome(ok, 2, 7)).toEqual({
      status: 'delivered',
      attempts: 2,
      failures: 0,
      disable: false,
      retry: false,
    });
  });

  it('a failure retries while attempts remain, then fails', () => {
    expect(attemptOutcome(serverError, 1, 0)).toMatchObject({ status: 'retrying', retry: true });
    expect(attemptOutcome({ statusCode: 302, error: '' }, 1, 0).retry).toBe(true);
    expect(attemptOutcome({ statusCode: 0, error: 'timed out' }, 1, 0).retry).toBe(true);
    expect(attemptOutcome(serverError, WEBHOOK_LIMITS.maxAttempts, 0)).toMatchObject({
      status: 'failed',
      retry: false,
      failures: 1,
    });
  });

  it('disables the endpoint at the failure limit and stops retrying', () => {
    const limit = WEBHOOK_LIMITS.disableAfterFailures;
    expect(attemptOutcome(serverError, 1, limit - 2)).toMatchObject({
      disable: false,
      retry: true,
    });
    expect(attemptOutcome(serverError, 1, limit - 1)).toMatchObject({
      status: 'failed',
      failures: limit,
      disable: true,
      retry: false,
    });
  });

  it('backs off for minutes in production and seconds on the emulator', () => {
    expect(webhookRetryConfig(false)).toMatchObject({ maxAttempts: 5, minBackoffSeconds: 30 });
    expect(webhookRetryConfig(true)).toMatchObject({ maxAttempts: 5, minBackoffSeconds: 1 });
  });

  it('keeps a one-line excerpt of bounded length', () => {
    expect(logExcerpt('a\n\n b')).toBe('a b');
    expect(logExcerpt('x'.repeat(1000))).toHaveLength(WEBHOOK_LIMITS.responseExcerpt);
  });
});

describe('payloads', () => {
  const at = (iso: string): StoredTime => ({
    toMillis: () => Date.parse(iso),
    toDate: () => new Date(iso),
  });
  const question = {
    id: 'q1',
    Question: 'How do I **sort** a list?',
    Category: 'Python',
    CatID: 'cat1',
    uid: 'u1',
    date: at('2026-11-28T03:00:00Z'),
    QuestionScreenShot: '',
    Tags: ['python'],
  };

  it('describes a question by id, page URL, plain text and author name', () => {
    const view = webhookQuestion('https://q.example', 'q1', question, 'Alice');
    expect(view).toEqual({
      id: 'q1',
      url: 'https://q.example/Questions/cat1/q1/How-do-I-**sort**-a-list%3F',
      text: 'How do I sort a list?',
      author: { uid: 'u1', name: 'Alice' },
      createdAt: '2026-11-28T03:00:00.000Z',
      categoryId: 'cat1',
      tags: ['python'],
    });
    expect(JSON.stringify(view)).not.toContain('@');
  });

  it("links an answer and a comment on an answer to the answer's card", () => {
    const answer = {
      id: 'a1',
      Answer: 'Use `sorted()`.',
      Question: question.Question,
      QuestionID: 'q1',
      CatID: 'cat1',
      uid: 'u2',
      date: at('2026-11-28T03:05:00Z'),
      AnswerScreenShot: '',
    };
    expect(webhookAnswer('https://q.example', 'a1', answer, question, 'Bob')).toMatchObject({
      url: expect.stringMatching(/\/Questions\/cat1\/q1\/.*#answer-a1$/),
      text: 'Use sorted().',
      questionId: 'q1',
    });
    const comment = {
      id: 'c1',
      PostKind: 'answer' as const,
      PostID: 'a1',
      QuestionID: 'q1',
      uid: 'u3',
      Comment: 'Works for tuples too.',
      date: at('2026-11-28T03:06:00Z'),
    };
    expect(webhookComment('https://q.example', 'c1', comment, question, 'Cy')).toMatchObject({
      url: expect.stringMatching(/#answer-a1$/),
      postType: 'answer',
      postId: 'a1',
      author: { uid: 'u3', name: 'Cy' },
    });
  });

  it('wraps the data with the delivery id, the event and when it happened', () => {
    const id = webhookDeliveryId('question.created', 'q1', 'w1');
    const data = { question: webhookQuestion('https://q.example', 'q1', question, 'Alice') };
    expect(webhookPayload(id, 'question.created', '2026-11-28T03:00:01Z', data)).toEqual({
      id: 'question.created_q1_w1',
      event: 'question.created',
      occurredAt: '2026-11-28T03:00:01Z',
      data,
    });
    expect(webhookTaskId(id)).toBe('question-created_q1_w1');
  });
});

describe('posting a delivery', () => {
  async function receiver(status: number, reply: string) {
    const seen: { headers: IncomingMessage['headers']; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        response.writeHead(status, status === 302 ? { location: 'http://10.0.0.1/' } : {});
        response.end(reply);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { url: new URL(`http://127.0.0.1:${port}/hook`), seen, close: () => server.close() };
  }

  it('sends JSON with the given headers and reports a 2xx', async () => {
    const hook = await receiver(200, 'ok');
    const result = await postWebhook(hook.url, '{"a":1}', { 'x-queryhub-event': 'e' }, EMULATOR);
    hook.close();
    expect(result).toEqual({ statusCode: 200, error: '' });
    expect(hook.seen[0]?.body).toBe('{"a":1}');
    expect(hook.seen[0]?.headers['content-type']).toBe('application/json');
    expect(hook.seen[0]?.headers['x-queryhub-event']).toBe('e');
  });

  it('keeps a short excerpt of an error body, and does not follow a redirect', async () => {
    const failing = await receiver(500, `boom ${'x'.repeat(5000)}`);
    const failed = await postWebhook(failing.url, '{}', {}, EMULATOR);
    failing.close();
    expect(failed.statusCode).toBe(500);
    expect(failed.error.startsWith('HTTP 500 boom')).toBe(true);
    expect(failed.error.length).toBeLessThanOrEqual(WEBHOOK_LIMITS.responseExcerpt);

    const redirecting = await receiver(302, '');
    const redirected = await postWebhook(redirecting.url, '{}', {}, EMULATOR);
    redirecting.close();
    expect(redirected.statusCode).toBe(302);
    expect(redirecting.seen).toHaveLength(1);
  });

  it('refuses to connect to an internal address in production, sending nothing', async () => {
    const hook = await receiver(200, 'ok');
    const result = await postWebhook(hook.url, '{}', {}, PRODUCTION);
    hook.close();
    expect(result.statusCode).toBe(0);
    expect(result.error).toContain('loopback');
    expect(hook.seen).toHaveLength(0);
  });

  it('refuses a name that resolves to an internal address at connect time', async () => {
    const result = await postWebhook(new URL('https://localhost:1/'), '{}', {}, PRODUCTION);
    expect(result.statusCode).toBe(0);
    expect(result.error).toMatch(/Refused: localhost resolves to .* loopback/);
  });
});
