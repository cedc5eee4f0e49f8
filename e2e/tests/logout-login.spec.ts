import { COLLECTIONS } from '@queryhub/model';
import { expect, test } from '../fixtures.js';
import { adminDb, createUser } from '@queryhub/testkit';
import { signIn, openPage } from '../pages.js';

async function userStatus(uid: string) {
  return (await adminDb().doc(`${COLLECTIONS.users}/${uid}`).get()).data()?.Status as
    string | undefined;
}

// Flow 7: log in (→ /), the profile shows the last login, LOGOUT (→ /) and log in again.
test('log out and in', async ({ page, axe }) => {
  const user = await createUser({ prefix: 'session' });
  await openPage(page, '/');
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/Login');
  await expect(page.getByRole('heading', { name: 'SIGN IN' })).toBeVisible();
  await axe();
  await signIn(page, user.email, user.password);
  await axe();

  // The home page records presence; the trigger sets Status and LoginTime.
  await expect.poll(() => userStatus(user.uid)).toBe('Active Now');
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(page).toHaveURL('/Profile');
  await expect(page.getByTestId('last-login')).toHaveText(/\d{1,2}:\d{2} (A\.M|P\.M)$/);
  await axe();

  await page.getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => userStatus(user.uid)).toBe('Offline Since');
  const record = (await adminDb().doc(`${COLLECTIONS.users}/${user.uid}`).get()).data();
  expect(record?.SetStatusDone).toBe(false);
  expect(record?.LogoutTime).toBeDefined();

  await signIn(page, user.email, user.password);
  await expect.poll(() => userStatus(user.uid)).toBe('Active Now');
});
