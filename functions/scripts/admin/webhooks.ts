// `npm run admin -- webhooks add|list|remove`: add and remove go through the admin callables
// (the same URL checks and audit as /Admin); list reads Firestore with the Admin SDK.
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  adminQuery,
  readWebhookDeliveryDoc,
  readWebhookDoc,
  WEBHOOK_LIMITS,
} from '@queryhub/model';
import type { AdminOptions, WebhookCommand } from './args';
import { callAdminCallable } from './callables';
import type { Target } from './target';

/** Deliveries `webhooks list` shows, newest first. */
const LISTED_DELIVERIES = 10;

export async function runWebhookCommand(
  command: WebhookCommand,
  app: App,
  target: Target,
  options: AdminOptions,
): Promise<void> {
  const auth = getAuth(app);
  if (command.action === 'add') {
    const added = (await callAdminCallable(auth, target, options, 'addWebhook', {
      url: command.url,
      events: command.events,
    })) as { id: string; url: string; events: string[]; secret: string };
    console.log(`Registered webhook ${added.id} → ${added.url} for ${added.events.join(', ')}.`);
    console.log(`Signing secret (shown this once; keep it with the receiver):\n  ${added.secret}`);
    return;
  }
  if (command.action === 'remove') {
    const result = (await callAdminCallable(auth, target, options, 'removeWebhook', {
      id: command.id,
    })) as { removed: boolean };
    console.log(result.removed ? `Removed webhook ${command.id}.` : `No webhook ${command.id}.`);
    return;
  }
  const db = getFirestore(app);
  const endpoints = await adminQuery(db, 'webhooks.all').limit(WEBHOOK_LIMITS.maxEndpoints).get();
  if (endpoints.empty)
    console.log('No webhooks. Add one: npm run admin -- webhooks add <url> <event>...');
  for (const doc of endpoints.docs) {
    const webhook = readWebhookDoc(doc.data());
    const state = webhook.Active ? 'active' : `disabled after ${webhook.Failures} failures`;
    console.log(`${doc.id}  ${webhook.Url}  [${webhook.Events.join(', ')}]  ${state}`);
  }
  const deliveries = await adminQuery(db, 'webhookDeliveries.latest')
    .limit(LISTED_DELIVERIES)
    .get();
  if (deliveries.empty) return;
  console.log('\nLatest deliveries:');
  for (const doc of deliveries.docs) {
    const delivery = readWebhookDeliveryDoc(doc.data());
    const when = delivery.UpdatedAt?.toDate().toISOString() ?? '';
    const code = delivery.LastStatusCode > 0 ? ` HTTP ${delivery.LastStatusCode}` : '';
    const error = delivery.LastError ? ` (${delivery.LastError})` : '';
    console.log(
      `  ${when}  ${doc.id}  ${delivery.Status}, ${delivery.Attempts} attempt(s)${code}${error}`,
    );
  }
}
