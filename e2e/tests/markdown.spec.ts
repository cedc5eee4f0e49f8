import { expect, test } from '../fixtures.js';
import { writeCategory, createUser, uniqueWord } from '@queryhub/testkit';
import { acknowledgeDialog, addTags, expectAccessible, signIn, openPage } from '../pages.js';
import { urls } from '../urls.js';

// Markdown: the ask form previews the text (parser loaded lazily), the render trigger stores
// sanitized, highlighted HTML, and the question page shows it without loading a parser.
test('write Markdown with a code block, preview it, and see it highlighted on the page', async ({
  page,
}) => {
  const user = await createUser({ prefix: 'markdown' });
  const subject = `Markdown ${uniqueWord('c')}`;
  const catId = (await writeCategory(user, subject)).id;
  await signIn(page, user.email, user.password);

  const parserRequests: string[] = [];
  page.on('request', (request) => {
    if (/render-preview/.test(request.url())) parserRequests.push(request.url());
  });

  await openPage(page, urls.ask(catId, subject));
  await expect(page.getByRole('heading', { name: 'ASK A QUESTION' })).toBeVisible();
  expect(parserRequests).toEqual([]);

  const title = `Why does ${uniqueWord('q')} return undefined?`;
  const text = [
    title,
    '',
    'My **helper** returns `undefined`:',
    '',
    '```js',
    'function double(n) {',
    '  const result = n * 2;',
    '}',
    '```',
    '',
    '| input | output |',
    '| ----- | ------ |',
    '| 2     | ~~4~~ undefined |',
  ].join('\n');
  await page.getByLabel('Your question').fill(text);
  await addTags(page, 'markdown');

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.locator('pre code .hljs-keyword').first()).toHaveText('function');
  await expect(preview.locator('strong')).toHaveText('helper');
  expect(parserRequests.length).toBeGreaterThan(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(page, 'SUCCESS', `Submitted Question : ${title}`);
  await expect(page).toHaveURL(new RegExp(`/Questions/${catId}/[A-Za-z0-9_-]+/`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // The stored Html arrives live once the trigger ran.
  const body = page.locator('.post-html');
  await expect(body.locator('pre code.language-js .hljs-keyword').first()).toHaveText('function');
  await expect(body.locator('code').first()).toHaveText('undefined');
  await expect(body.locator('table th').first()).toHaveText('input');
  await expect(body.locator('s')).toHaveText('4');
  await expectAccessible(page);

  // A fresh load of the read page fetches no Markdown parser.
  parserRequests.length = 0;
  await page.reload();
  await expect(body.locator('pre code.language-js')).toBeVisible();
  expect(parserRequests).toEqual([]);
});
