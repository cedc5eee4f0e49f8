import { expect, test } from '../fixtures.js';
import { pngFile, uniqueWord } from '@queryhub/testkit';
import { acknowledgeDialog, urlText, openPage } from '../pages.js';
import { urls } from '../urls.js';

// Flow 3 as the spec states it: ask a question (no tag: tags are optional) with a screenshot;
// the category page lists it with its author and the processed image, and the asker's counter
// goes up.
test('ask a question with a screenshot and see it on the category page', async ({
  page,
  axe,
  signedInUser: user,
  category,
}) => {
  const { id: catId, subject, url: categoryUrl } = category;
  await openPage(page, categoryUrl);
  await expect(page.getByText('No Questions In This Category')).toBeVisible();
  await page.getByRole('link', { name: 'ASK QUESTIONS' }).click();
  await expect(page).toHaveURL(urls.ask(catId, subject));
  await expect(page.getByRole('heading', { name: 'ASK A QUESTION' })).toBeVisible();
  await expect(page.getByLabel('Your question')).toBeVisible();
  await axe();

  const text = `How do I fix the ${uniqueWord('q')} error`;
  await page.getByLabel('Your question').fill(text);
  await page.getByLabel('Screenshot (optional)').setInputFiles(await pngFile('shot.png'));
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(page, 'SUCCESS', `Submitted Question : ${text}`);
  await expect(page).toHaveURL(new RegExp(`/Questions/${catId}/[A-Za-z0-9_-]+/${urlText(text)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.getByText('No Answers For This Question')).toBeVisible();
  await expect(page.getByText(/^asked [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await axe();

  await openPage(page, categoryUrl);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: text }) });
  await expect(card).toContainText(`This question is asked by ${user.displayName}`);
  const image = card.getByRole('img', { name: `Screenshot attached to the question: ${text}` });
  await expect(image).toHaveAttribute('src', /(@|%40)400\.webp/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await axe();

  await openPage(page, '/Profile');
  await expect(page.getByTestId('questions-asked')).toHaveText('1');
});

// Tags typed or pasted into the Tags box and never confirmed with Enter are taken when
// the form is sent; an invalid one is named and stays typed.
test('tags typed and pasted without Enter are taken on submit', async ({
  page,
  signedInUser: _user,
  category,
}) => {
  const { id: catId, subject, url: categoryUrl } = category;
  await openPage(page, categoryUrl);
  await page.getByRole('link', { name: 'ASK QUESTIONS' }).click();
  await expect(page).toHaveURL(urls.ask(catId, subject));
  const text = `Which ${uniqueWord('q')} tags fit`;
  await page.getByLabel('Your question').fill(text);
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.click();
  // Pasted: the text arrives at once, with no key per character and no Enter.
  await page.keyboard.insertText('Alpha, beta gamma C#!');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('alert')).toContainText("'C#!' is not a valid tag: ");
  await expect(tags).toHaveValue('C#!');
  const chosen = page.getByRole('list', { name: 'Chosen tags' });
  await expect(chosen.getByRole('listitem')).toHaveText(['alpha×', 'beta×', 'gamma×']);

  // Typed key by key, and left without Enter.
  await tags.clear();
  await tags.pressSequentially('c#');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(page, 'SUCCESS', `Submitted Question : ${text}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.getByRole('list', { name: 'Tags' }).first().getByRole('link')).toHaveText([
    'alpha',
    'beta',
    'gamma',
    'c#',
  ]);
});
