import { expect, test } from '@playwright/test';
import { expectAccessible, openPage } from '../pages.js';

// Flow 10: unknown routes, and the Login page's 'Forgot password?' link, reach the 404 page.
test('an unknown route shows the 404 page; Return Home goes to /', async ({ page }) => {
  await openPage(page, '/No/Such/Page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'CATEGORIES' })).toBeVisible();
});

test("'Forgot password?' reaches the 404 page, and Go Back returns to /Login", async ({ page }) => {
  await openPage(page, '/Login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/ResetPassword');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/Login');
  await expect(page.getByRole('heading', { name: 'SIGN IN' })).toBeVisible();
});
