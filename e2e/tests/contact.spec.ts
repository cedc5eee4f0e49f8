import { COLLECTIONS } from '@queryhub/model';
import { expect, test } from '../fixtures.js';
import { adminDb, uniqueEmail, uniqueWord } from '@queryhub/testkit';
import { acknowledgeDialog, openPage } from '../pages.js';

// Flow 8: a visitor sends a message; the ContactForm document holds it (checked as an admin,
// since clients can never read that collection).
test('contact: the message is received and stored', async ({ page, axe }) => {
  await openPage(page, '/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page).toHaveURL('/Contact');
  await expect(page.getByRole('heading', { name: 'CONTACT US' })).toBeVisible();
  await axe();

  const email = uniqueEmail('contact');
  const comment = `The ${uniqueWord('m')} page is great.`;
  await page.getByLabel('Name').fill('Casey Contact');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Message').fill(comment);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(page, /.+/, 'Your Message/Feedback Is Received!!');
  await expect(page).toHaveURL('/');

  const stored = await adminDb()
    .collection(COLLECTIONS.contactForm)
    .where('EMail', '==', email)
    .get();
  expect(stored.docs).toHaveLength(1);
  const data = stored.docs[0]!.data();
  expect(data).toMatchObject({ Name: 'Casey Contact', EMail: email, Comment: comment });
  expect(data.date).toBeDefined();
  expect(data.uid).toBeUndefined();
});
