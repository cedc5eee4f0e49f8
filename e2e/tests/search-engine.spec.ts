import { expect, test } from '../fixtures.js';
import {
  createUser,
  uniqueWord,
  writeAnswer,
  writeCategory,
  writeQuestion,
} from '@queryhub/testkit';
import { openPage, ownItems, signIn, waitUntilSearchable } from '../pages.js';
import { urls } from '../urls.js';

// Full-text search (issue 24): spelling correction, filters, paging, similar questions while
// asking and related questions, each page checked with axe.

test('a misspelt search shows the correction and a link to the text as typed', async ({
  page,
  axe,
}) => {
  const author = await createUser({ prefix: 'speller' });
  const subject = `Spelling ${uniqueWord('c')}`;
  const catId = (await writeCategory(author, subject)).id;
  const word = `${uniqueWord('zz')}kubernetes`;
  const question = `How do I scale ${word} nodes?`;
  await writeQuestion(author, { id: catId, subject }, question);
  await waitUntilSearchable(page, word);

  const misspelt = word.replace('kubernetes', 'kuberntes');
  await openPage(page, '/');
  const search = page.getByRole('searchbox', { name: 'Search questions and answers' });
  await search.fill(misspelt);
  await search.press('Enter');
  await expect(page.getByText(`Showing results for ${word}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'QUESTIONS' }).getByRole('link', { name: question }),
  ).toBeVisible();
  await axe();

  await page.getByRole('link', { name: `Search instead for ${misspelt}` }).click();
  await expect(page).toHaveURL(urls.results(misspelt, { exact: '1' }));
  await expect(page.getByText('No Questions Found')).toBeVisible();
  await expect(page.getByText(/Showing results for/)).toHaveCount(0);
});

test('filters and pages of results are links and forms a user follows', async ({ page, axe }) => {
  const author = await createUser({ prefix: 'pager' });
  const subject = `Paging ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(author, subject)).id, subject };
  const word = uniqueWord('pg');
  const questions = [];
  for (let n = 0; n < 21; n += 1) {
    questions.push(await writeQuestion(author, category, `Question ${n} about ${word}`));
  }
  const answered = questions[0]!;
  await writeAnswer(author, answered, `An answer about ${word}`);
  // Setup: the mirror has every question, and the answer count the answer's trigger wrote.
  const questionsFound = async (search: string) => {
    const response = await page.request.get(`/api/search?q=${word}&${search}`);
    return ((await response.json()) as { questions: unknown[] }).questions.length;
  };
  await expect.poll(() => questionsFound('sort=newest&page=2'), { timeout: 60_000 }).toBe(1);
  await expect.poll(() => questionsFound('answered=answered'), { timeout: 60_000 }).toBe(1);

  await openPage(page, urls.results(word, { sort: 'newest' }));
  const results = page.getByRole('region', { name: 'QUESTIONS' });
  const found = ownItems(results.getByRole('list').first());
  await expect(found).toHaveCount(20);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(urls.results(word, { sort: 'newest', page: '2' }));
  await expect(found).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();
  await axe();

  await openPage(page, urls.results(word));
  await page.getByRole('combobox', { name: 'Answers' }).selectOption('answered');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/Results/${word}\\?answered=answered`));
  await expect(found).toHaveCount(1);
  await expect(results.getByRole('link', { name: answered.text })).toBeVisible();
  await axe();
});

test('similar questions while asking, related questions on a question page', async ({
  page,
  axe,
}) => {
  const user = await createUser({ prefix: 'similar' });
  const subject = `Similar ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(user, subject)).id, subject };
  const rare = uniqueWord('rr');
  const first = await writeQuestion(user, category, `How to configure ${rare} aliases in webpack`);
  const second = await writeQuestion(user, category, `Configure ${rare} aliases for jest tests`);
  await waitUntilSearchable(page, rare);

  await signIn(page, user.email, user.password);
  await openPage(page, urls.ask(category.id, subject));
  await page.getByLabel('Your question').fill(`Where do ${rare} aliases go`);
  const similar = page.getByRole('list', { name: 'Similar questions' });
  await expect(similar.getByRole('link', { name: first.text })).toBeVisible();
  await expect(similar.getByRole('link', { name: second.text })).toBeVisible();
  await axe();

  await openPage(page, urls.question(category.id, first.id, first.text));
  const related = page.getByRole('region', { name: 'Related questions' });
  await expect(related.getByRole('link', { name: second.text })).toBeVisible();
  await expect(related.getByRole('link', { name: first.text })).toHaveCount(0);
  await axe();
});
