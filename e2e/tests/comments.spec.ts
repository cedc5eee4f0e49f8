import { expect, test } from '@playwright/test';
import {
  createUser,
  uniqueWord,
  writeAnswer,
  writeCategory,
  writeQuestion,
} from '@queryhub/testkit';
import { expectAccessible, openPage, signIn, urlText } from '../pages.js';

// A second member comments on their answer with an @mention picked from the
// composer's suggestions; the asker sees the mention in their inbox. Without the commentAnywhere
// privilege, the same member sees why they cannot comment on the question.
test('comment with an @mention; the mentioned member sees the inbox item', async ({ browser }) => {
  // Names without spaces: a mention cannot hold one.
  const asker = await createUser({ prefix: 'asker', displayName: uniqueWord('Asker') });
  const commenter = await createUser({ prefix: 'commenter', displayName: uniqueWord('Cora') });
  const subject = `Comments ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const question = `Why does ${uniqueWord('q')} fail`;
  const questionRef = await writeQuestion(asker, { id: catId, subject }, question);
  await writeAnswer(commenter, questionRef, `Try clearing the ${uniqueWord('a')} cache.`);
  const questionUrl = `/Questions/${catId}/${questionRef.id}/${urlText(question)}`;

  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const page = await second.newPage();
    await signIn(page, commenter.email, commenter.password);
    await openPage(page, questionUrl);
    const onAnswer = page.getByRole('region', { name: 'Comments on this answer' });
    await onAnswer.getByRole('button', { name: 'Add a comment' }).click();
    const box = onAnswer.getByRole('textbox', { name: 'Comment' });
    await box.pressSequentially(`Did that help, @${asker.displayName.slice(0, 4)}`);
    const suggestion = onAnswer.getByRole('option', { name: `@${asker.displayName}` });
    await expect(suggestion).toBeVisible();
    await expect(suggestion).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);
    await box.press('Enter');
    await expect(box).toHaveValue(`Did that help, @${asker.displayName} `);
    await box.pressSequentially('? Run `npm ci` *first*.');
    await onAnswer.getByRole('button', { name: 'Add Comment' }).click();

    // The server's render: the mention links to the member's page, the code is code.
    const comment = onAnswer.getByRole('listitem');
    await expect(comment.getByRole('link', { name: `@${asker.displayName}` })).toBeVisible();
    await expect(comment.locator('code')).toHaveText('npm ci');
    await expect(comment.getByRole('button', { name: 'Delete' })).toBeVisible();
    await expectAccessible(page);

    // The question is someone else's, and the new member has no reputation yet.
    const onQuestion = page.getByRole('region', { name: 'Comments on the question' });
    await onQuestion.getByRole('button', { name: 'Add a comment' }).click();
    await expect(onQuestion).toContainText("You need 5 reputation to comment on others' posts");
    await expect(onQuestion.getByRole('textbox', { name: 'Comment' })).toHaveCount(0);

    const askerPage = await first.newPage();
    await signIn(askerPage, asker.email, asker.password);
    await openPage(askerPage, '/Notifications');
    const mention = askerPage
      .getByRole('list', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: `${commenter.displayName} mentioned you on "${question}"` });
    await expect(mention).toHaveCount(1);
    await expectAccessible(askerPage);
    await mention.getByRole('link', { name: new RegExp(question) }).click();
    await expect(askerPage).toHaveURL(questionUrl);
    await expect(
      askerPage
        .getByRole('region', { name: 'Comments on this answer' })
        .getByRole('link', { name: `@${asker.displayName}` }),
    ).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});
