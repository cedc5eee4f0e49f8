import { COLLECTIONS } from '@queryhub/model';
import { expect, test } from '../fixtures.js';
import { adminAuth, adminDb, uniqueEmail } from '@queryhub/testkit';
import { openPage } from '../pages.js';
import { absoluteUrl, urls } from '../urls.js';

// The stack is real: a page served by the hosting emulator signs up a user in the Auth emulator
// and shows a Firestore document that changes live (onSnapshot).
test('sign up through the hosted app, then see the user record update live', async ({ page }) => {
  const email = uniqueEmail('smoke');
  await openPage(page, '/Register');
  await page.getByLabel(/username/i).fill('Smoke Tester');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill('smoke-password-1');
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(absoluteUrl(urls.home()));

  const user = await adminAuth().getUserByEmail(email);
  expect(user.displayName).toBe('Smoke Tester');

  await openPage(page, '/Profile');
  const asked = page.getByTestId('questions-asked');
  await expect(asked).toHaveText('0');
  await adminDb().doc(`${COLLECTIONS.users}/${user.uid}`).update({ NoOfQuestionAsked: 7 });
  await expect(asked).toHaveText('7');
});
