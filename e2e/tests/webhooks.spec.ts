import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures.js';
import { adminAuth, createUser, uniqueWord, writeCategory, writeQuestion } from '@queryhub/testkit';
import { expectAccessible, openPage } from '../pages.js';

// An administrator adds an outgoing webhook in /Admin: a URL into the network is refused with
// the reason, a receiver on 127.0.0.1 (the one internal address the local stack allows) is
// added and its secret shown once; a new question reaches the receiver, the delivery shows as
// delivered, and the endpoint is removed through the confirm dialog.
test('an admin adds a webhook, sees its delivery, and removes it', async ({ pageAs }) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

  try {
    const admin = await createUser({ prefix: 'hook-admin' });
    await adminAuth().setCustomUserClaims(admin.uid, { admin: true });
    const page = await pageAs(admin);
    await openPage(page, '/Admin');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await expect(section).toBeVisible();

    await section.getByLabel('Endpoint URL').fill('https://169.254.169.254/computeMetadata/v1/');
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await expect(section.getByRole('alert')).toContainText(
      '169.254.169.254 is a link-local address',
    );

    await section.getByLabel('Endpoint URL').fill(hookUrl);
    await section.getByRole('checkbox', { name: 'answer.created' }).check();
    await section.getByRole('button', { name: 'Add webhook' }).click();
    await expect(
      section.getByRole('status').filter({ hasText: `Added the webhook to ${hookUrl}` }),
    ).toBeVisible();
    await expect(section.getByLabel('Signing secret')).toHaveText(/^whsec_/);
    const endpoints = section.getByRole('list', { name: 'Webhook endpoints' });
    await expect(endpoints).toContainText(hookUrl);
    await expect(endpoints).toContainText('question.created, answer.created · Active');
    await expectAccessible(page);

    const subject = `Hooks ${uniqueWord('c')}`;
    const category = await writeCategory(admin, subject);
    const question = await writeQuestion(admin, category, `Is the ${uniqueWord('q')} hook live?`);
    await expect
      .poll(() => received.filter((seen) => seen.body.includes(question.id)).length)
      .toBe(1);
    const deliveries = section.getByRole('list', { name: 'Webhook deliveries' });
    await expect(deliveries).toContainText(
      `question.created ${question.id} · delivered after 1 attempt · HTTP 204`,
    );

    await endpoints.getByRole('button', { name: `Remove the webhook to ${hookUrl}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(
      section.getByRole('status').filter({ hasText: `Removed the webhook to ${hookUrl}.` }),
    ).toBeVisible();
    // The last endpoint gone, the list gives way to "No webhooks": count the items instead.
    await expect(section.getByRole('listitem').filter({ hasText: hookUrl })).toHaveCount(0);
  } finally {
    receiver.close();
  }
});
