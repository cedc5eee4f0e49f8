import { expect, test } from '../fixtures.js';
import { writeCategory, writeQuestion, createUser, uniqueWord } from '@queryhub/testkit';
import { acknowledgeDialog, expectAccessible, openPage } from '../pages.js';
import { urls } from '../urls.js';

// An answer written in a second browser context reaches the asker's header
// count and inbox live; the asker reads it there. The answerer follows the question by default.
test('receive and read a notification live from a second context', async ({ pageAs }) => {
  const asker = await createUser({ prefix: 'asker' });
  const answerer = await createUser({ prefix: 'answerer' });
  const subject = `Notify ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const question = `Why is ${uniqueWord('q')} late`;
  // Untagged, so the asker's inbox holds no Tag pioneer badge when this runs first.
  const questionId = (await writeQuestion(asker, { id: catId, subject }, question, { tags: [] }))
    .id;
  const questionUrl = urls.question(catId, questionId, question);

  const askerPage = await pageAs(asker);
  await openPage(askerPage, questionUrl);
  await expect(askerPage.getByRole('link', { name: 'Notifications (0 unread)' })).toBeVisible();
  // The asker follows their own question by default (question-asker-follows).
  await expect(askerPage.getByRole('button', { name: 'Follow question' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const answererPage = await pageAs(answerer);
  await openPage(answererPage, urls.reply(catId, questionId, question));
  const answer = `Check the ${uniqueWord('a')} queue`;
  await answererPage.getByLabel('Your answer').fill(answer);
  await answererPage.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(answererPage, 'SUCCESS', `Submitted Answer : ${answer}`);
  await expect(answererPage).toHaveURL(questionUrl);
  // The answerer now follows too, and may unfollow and follow again.
  const follow = answererPage.getByRole('button', { name: 'Follow question' });
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(answererPage);
  // Nobody is told about their own answer.
  await expect(answererPage.getByRole('link', { name: 'Notifications (0 unread)' })).toBeVisible();

  // Live in the first context, without a reload.
  const unread = askerPage.getByRole('link', { name: 'Notifications (1 unread)' });
  await expect(unread).toBeVisible();
  await unread.click();
  await expect(askerPage).toHaveURL('/Notifications');
  await expect(askerPage.getByRole('heading', { level: 1 })).toHaveText('NOTIFICATIONS');
  const item = askerPage.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`${answerer.displayName} answered "${question}"`);
  await expect(item).toContainText('New:');
  await expectAccessible(askerPage);

  await item.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(askerPage.getByRole('link', { name: 'Notifications (0 unread)' })).toBeVisible();
  await expect(item).not.toContainText('New:');
  await expect(askerPage.getByRole('button', { name: 'Mark all as read' })).toBeHidden();

  // The notification links to the question.
  await item.getByRole('link', { name: new RegExp(question) }).click();
  await expect(askerPage).toHaveURL(questionUrl);
});
