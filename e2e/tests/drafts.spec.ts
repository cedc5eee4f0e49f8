import { COLLECTIONS, docPath, draftId } from '@queryhub/model';
import { adminDb, uniqueWord } from '@queryhub/testkit';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { acknowledgeDialog, openPage } from '../pages.js';
import { urls } from '../urls.js';

// Drafts follow the account: what is typed in the ask form on one device (a browser context)
// opens in the ask form of the same category on another, until it is discarded or posted.

async function openAskForm(page: Page, categoryUrl: string, askUrl: string): Promise<void> {
  await openPage(page, categoryUrl);
  await page.getByRole('link', { name: 'ASK QUESTIONS' }).click();
  await expect(page).toHaveURL(askUrl);
  await expect(page.getByLabel('Your question')).toBeVisible();
}

/** The stored draft is gone (read with the Admin SDK), so an empty form below means no restore. */
async function expectNoStoredDraft(uid: string, catId: string): Promise<void> {
  const path = `${docPath('users', uid)}/${COLLECTIONS.drafts}/${draftId('ask', catId)}`;
  await expect.poll(async () => (await adminDb().doc(path).get()).exists).toBe(false);
}

test('a draft typed on one device opens on another; Discard draft removes it', async ({
  page,
  pageAs,
  axe,
  signedInUser: user,
  category,
}) => {
  const askUrl = urls.ask(category.id, category.subject);
  await openAskForm(page, category.url, askUrl);
  const text = `Half-written ${uniqueWord('d')} question`;
  await page.getByLabel('Your question').fill(text);
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.click();
  await tags.pressSequentially('alpha');
  await tags.press('Enter');
  await tags.pressSequentially('beta');
  await tags.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toHaveText(
    'Draft saved',
  );
  await axe();

  const second = await pageAs(user);
  await openAskForm(second, category.url, askUrl);
  await expect(second.getByLabel('Your question')).toHaveValue(text);
  const chosen = second.getByRole('list', { name: 'Chosen tags' });
  await expect(chosen.getByRole('listitem')).toHaveText(['alpha×', 'beta×']);

  await second.getByRole('button', { name: 'Discard draft' }).click();
  await expect(second.getByLabel('Your question')).toHaveValue('');
  await expect(chosen).toBeHidden();
  await expectNoStoredDraft(user.uid, category.id);

  await openAskForm(page, category.url, askUrl);
  await expect(page.getByLabel('Your question')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Discard draft' })).toBeHidden();
});

test('posting the question removes its draft', async ({
  page,
  pageAs,
  signedInUser: user,
  category,
}) => {
  const askUrl = urls.ask(category.id, category.subject);
  await openAskForm(page, category.url, askUrl);
  const text = `Posted ${uniqueWord('d')} question`;
  await page.getByLabel('Your question').fill(text);
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toHaveText(
    'Draft saved',
  );
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(page, 'SUCCESS', `Submitted Question : ${text}`);
  await expectNoStoredDraft(user.uid, category.id);

  const second = await pageAs(user);
  await openAskForm(second, category.url, askUrl);
  await expect(second.getByLabel('Your question')).toHaveValue('');
});
