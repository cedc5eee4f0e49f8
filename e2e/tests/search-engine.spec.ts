import { expect, test } from '../fixtures.js';
import { COLLECTIONS } from '@queryhub/model';
import {
  adminDb,
  createUser,
  uniqueWord,
  writeAnswer,
  writeCategory,
  writeQuestion,
} from '@queryhub/testkit';
import { openPage, ownItems, signIn, waitUntilSearchable } from '../pages.js';
import { urls } from '../urls.js';

// Full-text search: spelling correction, filters (the tag among them), paging, similar questions
// while asking and related questions, each page checked with axe.

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

test('a search with two typos finds what was meant: sourdugh startr acetone', async ({
  page,
  axe,
}) => {
  const author = await createUser({ prefix: 'baker' });
  const subject = `Baking ${uniqueWord('c')}`;
  const catId = (await writeCategory(author, subject)).id;
  const question = 'Why does my sourdough starter smell like acetone';
  await writeQuestion(author, { id: catId, subject }, question);
  await waitUntilSearchable(page, 'sourdough starter acetone');

  await openPage(page, '/');
  const search = page.getByRole('searchbox', { name: 'Search questions and answers' });
  await search.fill('sourdugh startr acetone');
  await search.press('Enter');
  await expect(page.getByText('Showing results for sourdough starter acetone')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'QUESTIONS' }).getByRole('link', { name: question }).first(),
  ).toBeVisible();
  await axe();
});

test('the tag filter keeps only the tagged questions, in the JSON route and the results page', async ({
  page,
  axe,
}) => {
  const author = await createUser({ prefix: 'tagger' });
  const subject = `Tagged ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(author, subject)).id, subject };
  const word = uniqueWord('tg');
  const tag = `${word}-tag`;
  const tagged = await writeQuestion(author, category, `Tagged question about ${word}`);
  const plain = await writeQuestion(author, category, `Plain question about ${word}`);
  await adminDb()
    .collection(COLLECTIONS.questions)
    .doc(tagged.id)
    .update({ Tags: [tag] });
  await writeAnswer(author, tagged, `An answer to the tagged one about ${word}`);
  await writeAnswer(author, plain, `An answer to the plain one about ${word}`);
  const found = async (search: string) => {
    const response = await page.request.get(`/api/search?q=${word}&${search}`);
    const body = (await response.json()) as {
      questions: { id: string }[];
      answers: { questionId: string }[];
    };
    return {
      questions: body.questions.map((q) => q.id).sort(),
      answers: body.answers.map((a) => a.questionId),
    };
  };
  // Setup: the mirror has both questions, both answers and the tag.
  await expect.poll(async () => (await found('')).answers.length).toBe(2);
  await expect
    .poll(() => found(`tag=${tag}`))
    .toEqual({ questions: [tagged.id], answers: [tagged.id] });
  expect((await page.request.get(`/api/search?q=${word}&tag=Not%20A%20Tag`)).status()).toBe(400);

  await openPage(page, urls.results(word, { tag }));
  const results = page.getByRole('region', { name: 'QUESTIONS' });
  await expect(results.getByRole('link', { name: tagged.text })).toBeVisible();
  await expect(results.getByRole('link', { name: plain.text })).toHaveCount(0);
  await expect(ownItems(results.getByRole('list').first())).toHaveCount(1);
  // A sort tab keeps the tag.
  await page
    .getByRole('navigation', { name: 'Sort questions' })
    .getByRole('link', { name: 'Newest' })
    .click();
  await expect(page).toHaveURL(urls.results(word, { sort: 'newest', tag }));
  await expect(results.getByRole('link', { name: tagged.text })).toBeVisible();
  await expect(results.getByRole('link', { name: plain.text })).toHaveCount(0);
  await axe();
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
  await expect.poll(() => questionsFound('sort=newest&page=2')).toBe(1);
  await expect.poll(() => questionsFound('answered=answered')).toBe(1);

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
