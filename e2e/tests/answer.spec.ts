import { expect, test } from '../fixtures.js';
import { writeCategory, writeQuestion, createUser, pngFile, uniqueWord } from '@queryhub/testkit';
import { acknowledgeDialog, expectAccessible, openPage } from '../pages.js';
import { urls } from '../urls.js';

// Flow 4: a second user answers, with a screenshot, in another browser context; the first user's
// open question page shows the answer live, without a reload, and its screenshot once processed.
test('answer from a second context and see it live in the first', async ({ pageAs }) => {
  const asker = await createUser({ prefix: 'asker' });
  const answerer = await createUser({ prefix: 'answerer' });
  const subject = `Answers ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const question = `Why is ${uniqueWord('q')} slow`;
  const questionId = (await writeQuestion(asker, { id: catId, subject }, question)).id;
  const questionUrl = urls.question(catId, questionId, question);

  const askerPage = await pageAs(asker);
  await openPage(askerPage, questionUrl);
  await expect(askerPage.getByRole('heading', { level: 1 })).toHaveText(question);
  await expect(askerPage.getByText('No Answers For This Question')).toBeVisible();
  await expectAccessible(askerPage);
  await askerPage.evaluate(() => ((window as unknown as { marker: string }).marker = 'kept'));

  const answererPage = await pageAs(answerer);
  await openPage(answererPage, questionUrl);
  await answererPage.getByRole('link', { name: 'ANSWER THE QUESTION' }).click();
  await expect(answererPage).toHaveURL(urls.reply(catId, questionId, question));
  await expect(answererPage.getByLabel('Your answer')).toBeVisible();
  await expectAccessible(answererPage);
  const answer = `Try caching the ${uniqueWord('a')} results`;
  await answererPage.getByLabel('Your answer').fill(answer);
  await answererPage
    .getByLabel('Screenshot (optional)')
    .setInputFiles(await pngFile('answer.png', { r: 200, g: 60, b: 40 }));
  await answererPage.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(answererPage, 'SUCCESS', `Submitted Answer : ${answer}`);
  await expect(answererPage).toHaveURL(questionUrl);

  const card = askerPage.getByRole('list', { name: 'Answers' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(answer);
  await expect(card).toContainText(`This question is answered by ${answerer.displayName}`);
  // Only the processed variant is ever shown, never the original upload.
  await expect(
    card.getByRole('img', { name: 'Screenshot attached to the answer' }),
  ).toHaveAttribute('src', /Answer's_Screenshot%2F[^%]+%2F[^%]+%40400\.webp/);
  expect(await askerPage.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
    'kept',
  );
  await expectAccessible(askerPage);

  await openPage(answererPage, '/Profile');
  await expect(answererPage.getByTestId('questions-answered')).toHaveText('1');
});
