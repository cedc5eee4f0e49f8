import { expect, test } from '../fixtures.js';
import { acknowledgeDialog, openPage } from '../pages.js';

// Visitors get the spec's LOGIN dialogs instead of the signed-in actions, protected routes send
// them to /, and signed-in users are sent away from /Login and /Register.
test('signed out: the LOGIN dialogs for creating, asking and answering', async ({
  page,
  axe,
  category,
  question,
}) => {
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Create Category' }).click();
  await axe();
  await acknowledgeDialog(page, 'LOGIN', 'Please Login To Create A Category!');

  await openPage(page, category.url);
  await expect(page.getByRole('link', { name: question.text })).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'ASK QUESTIONS' }).click();
  await acknowledgeDialog(page, 'LOGIN', 'Please Login To Ask Questions!');

  await page.getByRole('link', { name: question.text }).click();
  await expect(page).toHaveURL(question.url);
  await expect(page.getByText('No Answers For This Question')).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'ANSWER THE QUESTION' }).click();
  await acknowledgeDialog(page, 'LOGIN', 'Please Login To Answer The Question!');
  await expect(page).toHaveURL(question.url);
});

test('signed out: protected routes redirect to /', async ({ page }) => {
  for (const path of ['/Profile', '/Profile/UpdateUsername', '/Profile/DeleteAccount', '/Create']) {
    await openPage(page, path);
    await expect(page, `${path} redirects`).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'CATEGORIES' })).toBeVisible();
  }
});

test('signed in: /Login and /Register redirect to /', async ({ page, signedInUser: _member }) => {
  for (const path of ['/Login', '/Register']) {
    await openPage(page, path);
    await expect(page, `${path} redirects`).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  }
});
