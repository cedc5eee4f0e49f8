import { expect, test } from '../fixtures.js';
import { createUser, uniqueWord } from '@queryhub/testkit';
import { acknowledgeDialog, expectAccessible, signIn, urlText, openPage } from '../pages.js';

// Flow 2: a signed-in user creates a category; a Home page open in another tab shows the new
// card without reloading, and the card opens the category page.
test('create a category, see its card live on Home and open it', async ({ context }) => {
  const user = await createUser({ prefix: 'category' });
  const home = await context.newPage();
  await signIn(home, user.email, user.password);
  await expectAccessible(home);
  await home.evaluate(() => ((window as unknown as { marker: string }).marker = 'no-reload'));

  const name = `Category ${uniqueWord('c')}`;
  const editor = await context.newPage();
  await openPage(editor, '/');
  await editor.getByRole('link', { name: 'Create Category' }).click();
  await expect(editor).toHaveURL('/Create');
  await expect(editor.getByRole('heading', { name: 'CREATE CATEGORY' })).toBeVisible();
  await expectAccessible(editor);
  await editor.getByLabel('Category name').fill(name);
  await editor.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(editor, 'SUCCESS', `Created ${name} Category`);
  await expect(editor).toHaveURL(new RegExp(`/Category/[A-Za-z0-9_-]+/${urlText(name)}$`));

  const card = home.getByRole('listitem').filter({ has: home.getByRole('link', { name }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`This category contains queries related to ${name}`);
  expect(await home.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'no-reload',
  );
  await expectAccessible(home);

  await card.getByRole('link', { name }).click();
  await expect(home).toHaveURL(editor.url());
  await expect(home.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(
    home.getByText(`This category contains all queries and answers related to ${name}`),
  ).toBeVisible();
  await expect(home.getByText('No Questions In This Category')).toBeVisible();
  await expectAccessible(home);
});
