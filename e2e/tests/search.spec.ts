import { COLLECTIONS } from '@queryhub/model';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import {
  writeAnswer,
  writeCategory,
  writeQuestion,
  createUser,
  uniqueWord,
} from '@queryhub/testkit';
import { waitForDerivedFields, openPage, waitUntilSearchable } from '../pages.js';
import { urls } from '../urls.js';

function sections(page: Page) {
  return {
    questions: page.getByRole('region', { name: 'QUESTIONS' }),
    answers: page.getByRole('region', { name: 'ANSWERS' }),
  };
}

// Flow 5: the header's search finds questions and answers by a whole word and by the start of
// its last word (full-text search on the mirror the functions keep), and shows the empty texts.
test('search by a word and by a partial word', async ({ page, axe }) => {
  const author = await createUser({ prefix: 'searcher' });
  const subject = `Search ${uniqueWord('c')}`;
  const catId = (await writeCategory(author, subject)).id;
  const questionWord = uniqueWord('qq');
  const answerWord = uniqueWord('aa');
  const question = `Where does ${questionWord} keep its settings?`;
  const answer = `Look in the ${answerWord} folder.`;
  const questionId = (await writeQuestion(author, { id: catId, subject }, question)).id;
  const answerId = await writeAnswer(
    author,
    { id: questionId, text: question, categoryId: catId },
    answer,
  );
  await waitForDerivedFields(`${COLLECTIONS.questions}/${questionId}`, ['Keywords', 'UserName']);
  await waitForDerivedFields(`${COLLECTIONS.answers}/${answerId}`, ['Keywords', 'UserName']);
  await waitUntilSearchable(page, answerWord);

  await openPage(page, '/');
  const search = page.getByRole('searchbox', { name: 'Search questions and answers' });

  // A whole word, typed in capitals, with Enter.
  await search.fill(questionWord.toUpperCase());
  await search.press('Enter');
  await expect(page).toHaveURL(urls.results(questionWord.toUpperCase()));
  let found = sections(page);
  await expect(found.questions.getByRole('link', { name: question })).toBeVisible();
  await expect(found.questions).toContainText(`This question is asked by ${author.displayName}`);
  await expect(found.answers.getByText('No Answers Found')).toBeVisible();
  await axe();

  // Two words, the last one partial, with the search icon: a hyphenated URL.
  const prefix = answerWord.slice(0, 5);
  await search.fill(`folder ${prefix}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(urls.results(`folder-${prefix}`));
  found = sections(page);
  await expect(found.answers.getByRole('link', { name: answer })).toBeVisible();
  await expect(found.answers).toContainText(`This question is answered by ${author.displayName}`);
  await expect(found.questions.getByText('No Questions Found')).toBeVisible();
  await axe();

  // The answer links to its question.
  await found.answers.getByRole('link', { name: answer }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);

  // Nothing matches.
  await search.fill(uniqueWord('none'));
  await search.press('Enter');
  found = sections(page);
  await expect(found.questions.getByText('No Questions Found')).toBeVisible();
  await expect(found.answers.getByText('No Answers Found')).toBeVisible();
  await axe();
});
