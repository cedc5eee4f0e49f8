// Outgoing webhooks end to end: an administrator registers a receiver this test starts on
// 127.0.0.1 (the one internal address the local stack allows), a member posts a question through
// the web SDK, and the receiver gets a signed delivery; it answers 500 first, so Cloud Tasks
// (the tasks emulator) retries, and the delivery log in WebhookDeliveries shows both attempts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_HEADERS,
  docPath,
  readWebhookDeliveryDoc,
  readWebhookDoc,
  webhookDeliveryId,
} from '@queryhub/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDb,
  callAsAdmin,
  createSignedInUser,
  pollUntil,
  postCategory,
  postQuestion,
  uniqueWord,
  type SignedInUser,
} from '@queryhub/testkit';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** Answers 500 to the first delivery of each id, 204 to the next. */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const id = request.headers[WEBHOOK_HEADERS.delivery];
      const status = received.some((seen) => seen.headers[WEBHOOK_HEADERS.delivery] === id)
        ? 204
        : 500;
      received.push({ headers: request.headers, body, status });
      response.writeHead(status).end(status === 500 ? 'receiver not ready' : '');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/hooks/queryhub`, received });
    });
  });
}

/** The README's check, as a receiver would write it. */
function signatureMatches(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const timestamp = String(headers[WEBHOOK_HEADERS.timestamp]);
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  const given = String(headers[WEBHOOK_HEADERS.signature]);
  return (
    expected.length === given.length && timingSafeEqual(Buffer.from(expected), Buffer.from(given))
  );
}

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let author: SignedInUser;
let webhook: { id: string; url: string; events: string[]; secret: string };

beforeAll(async () => {
  receiver = await startReceiver();
  author = await createSignedInUser({ prefix: 'hook-author' });
  webhook = (await callAsAdmin('addWebhook', {
    url: receiver.url,
    events: ['question.created'],
  })) as typeof webhook;
});

afterAll(async () => {
  if (webhook?.id) await callAsAdmin('removeWebhook', { id: webhook.id });
  await author?.session.close();
  receiver?.server.close();
});

describe('outgoing webhooks', () => {
  it('registers the endpoint, keeping its secret out of the endpoint document', async () => {
    expect(webhook.secret).toMatch(/^whsec_/);
    expect(webhook.events).toEqual(['question.created']);
    const stored = await adminDb().doc(docPath('webhooks', webhook.id)).get();
    expect(readWebhookDoc(stored.data() ?? {})).toMatchObject({
      Url: receiver.url,
      Active: true,
      Failures: 0,
    });
    expect(JSON.stringify(stored.data())).not.toContain(webhook.secret);
    const audit = await adminDb()
      .collection('AuditLog')
      .where('Target', '==', docPath('webhooks', webhook.id))
      .get();
    expect(audit.docs.map((doc) => doc.get('Action'))).toEqual(['addWebhook']);
    expect(JSON.stringify(audit.docs[0]?.data())).not.toContain(webhook.secret);
  });

  it('delivers a new question signed, and again after the receiver answered 500', async () => {
    const category = await postCategory(author.session, `Hooks ${uniqueWord('c')}`);
    const question = await postQuestion(
      author.session,
      category,
      `Does the ${uniqueWord('w')} webhook arrive?`,
    );
    const deliveryId = webhookDeliveryId('question.created', question.id, webhook.id);
    const attempts = await pollUntil(
      async () =>
        receiver.received.filter((seen) => seen.headers[WEBHOOK_HEADERS.delivery] === deliveryId),
      (seen) => seen.length >= 2,
      'the delivery and its retry',
    );
    expect(attempts.map((seen) => seen.status)).toEqual([500, 204]);
    for (const seen of attempts) {
      expect(seen.headers['content-type']).toBe('application/json');
      expect(seen.headers[WEBHOOK_HEADERS.event]).toBe('question.created');
      expect(signatureMatches(webhook.secret, seen.headers, seen.body)).toBe(true);
      expect(signatureMatches('whsec_wrong', seen.headers, seen.body)).toBe(false);
      const age = Date.now() / 1000 - Number(seen.headers[WEBHOOK_HEADERS.timestamp]);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(300);
    }
    // The retry sends the same body (same id: the receiver can drop a repeat).
    expect(attempts[1]?.body).toBe(attempts[0]?.body);
    const payload = JSON.parse(attempts[0]?.body ?? '{}') as Record<string, unknown>;
    expect(payload).toMatchObject({
      id: deliveryId,
      event: 'question.created',
      data: {
        question: {
          id: question.id,
          categoryId: category.id,
          text: question.text,
          author: { uid: author.uid, name: author.displayName },
          url: expect.stringContaining(`/Questions/${category.id}/${question.id}/`),
        },
      },
    });
    expect(attempts[0]?.body).not.toContain(author.email);

    const log = await pollUntil(
      async () =>
        readWebhookDeliveryDoc(
          (await adminDb().doc(docPath('webhookDeliveries', deliveryId)).get()).data() ?? {},
        ),
      (delivery) => delivery.Status === 'delivered',
      'the delivery log to say delivered',
    );
    expect(log).toMatchObject({
      WebhookId: webhook.id,
      Event: 'question.created',
      SubjectId: question.id,
      Attempts: 2,
      LastStatusCode: 204,
      LastError: '',
    });
    const endpoint = await adminDb().doc(docPath('webhooks', webhook.id)).get();
    expect(endpoint.get('Failures')).toBe(0);
  });

  it('removes the endpoint and its secret', async () => {
    const other = (await callAsAdmin('addWebhook', {
      url: receiver.url,
      events: ['comment.created'],
    })) as typeof webhook;
    expect(await callAsAdmin('removeWebhook', { id: other.id })).toEqual({
      id: other.id,
      removed: true,
    });
    expect((await adminDb().doc(docPath('webhooks', other.id)).get()).exists).toBe(false);
    expect((await adminDb().doc(docPath('webhookSecrets', other.id)).get()).exists).toBe(false);
  });
});
