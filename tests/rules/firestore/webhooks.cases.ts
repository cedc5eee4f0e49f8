import { assertFails, assertSucceeds, type FirestoreClients, fs, listDocs } from './kit.js';
import { COLLECTIONS, docPath } from '@queryhub/model';
import { beforeAll, describe, it } from 'vitest';
import type { Role } from '../environment.js';
import { FAKE_TIME } from './fixtures.js';

const WEBHOOK_ID = 'rules-webhook';
const DELIVERY_ID = `question.created_q1_${WEBHOOK_ID}`;

export function describeWebhookRules(clients: FirestoreClients): void {
  describe('Webhooks, WebhookSecrets and WebhookDeliveries', () => {
    beforeAll(async () => {
      await clients.writeRaw(docPath('webhooks', WEBHOOK_ID), {
        Url: 'https://hooks.example.com/queryhub',
        Events: ['question.created'],
        Active: true,
        Failures: 0,
        By: 'admin',
        CreatedAt: FAKE_TIME,
        DisabledAt: null,
      });
      await clients.writeRaw(docPath('webhookSecrets', WEBHOOK_ID), { Secret: 'whsec_rules' });
      await clients.writeRaw(docPath('webhookDeliveries', DELIVERY_ID), {
        WebhookId: WEBHOOK_ID,
        Event: 'question.created',
        SubjectId: 'q1',
        Status: 'delivered',
        Attempts: 1,
        LastStatusCode: 200,
        LastError: '',
        UpdatedAt: FAKE_TIME,
      });
    });

    it('admins read the endpoints and the delivery log, newest first, a page at a time', async () => {
      const db = clients.as('admin');
      await assertSucceeds(fs.getDoc(fs.doc(db, COLLECTIONS.webhooks, WEBHOOK_ID)));
      await assertSucceeds(listDocs(db, COLLECTIONS.webhooks, fs.limit(50)));
      await assertSucceeds(fs.getDoc(fs.doc(db, COLLECTIONS.webhookDeliveries, DELIVERY_ID)));
      await assertSucceeds(
        listDocs(db, COLLECTIONS.webhookDeliveries, fs.orderBy('UpdatedAt', 'desc'), fs.limit(20)),
      );
    });

    it('not even an admin lists them without a page limit, or reads a signing secret', async () => {
      const db = clients.as('admin');
      await assertFails(listDocs(db, COLLECTIONS.webhooks));
      await assertFails(listDocs(db, COLLECTIONS.webhookDeliveries, fs.limit(51)));
      await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.webhookSecrets, WEBHOOK_ID)));
      await assertFails(listDocs(db, COLLECTIONS.webhookSecrets, fs.limit(1)));
    });

    const others: Role[] = ['visitor', 'user', 'owner', 'otherUser'];
    for (const role of others) {
      it(`${role} reads no endpoint, secret or delivery`, async () => {
        const db = clients.as(role);
        await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.webhooks, WEBHOOK_ID)));
        await assertFails(listDocs(db, COLLECTIONS.webhooks, fs.limit(20)));
        await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.webhookSecrets, WEBHOOK_ID)));
        await assertFails(fs.getDoc(fs.doc(db, COLLECTIONS.webhookDeliveries, DELIVERY_ID)));
        await assertFails(listDocs(db, COLLECTIONS.webhookDeliveries, fs.limit(20)));
      });
    }

    const writers: Role[] = ['visitor', 'user', 'owner', 'admin'];
    for (const role of writers) {
      it(`${role} cannot register, change or remove an endpoint from a client`, async () => {
        const db = clients.as(role);
        await assertFails(
          fs.setDoc(fs.doc(db, COLLECTIONS.webhooks, 'client-made'), {
            Url: 'http://169.254.169.254/',
            Events: ['question.created'],
            Active: true,
          }),
        );
        await assertFails(
          fs.updateDoc(fs.doc(db, COLLECTIONS.webhooks, WEBHOOK_ID), { Active: true }),
        );
        await assertFails(fs.deleteDoc(fs.doc(db, COLLECTIONS.webhooks, WEBHOOK_ID)));
        await assertFails(
          fs.setDoc(fs.doc(db, COLLECTIONS.webhookSecrets, WEBHOOK_ID), { Secret: 'known' }),
        );
        await assertFails(
          fs.updateDoc(fs.doc(db, COLLECTIONS.webhookDeliveries, DELIVERY_ID), {
            Status: 'queued',
          }),
        );
      });
    }
  });
}
