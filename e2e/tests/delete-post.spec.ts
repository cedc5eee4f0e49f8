import { docPath } from '@queryhub/model';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import {
  adminDb,
  writeAnswer,
  writeCategory,
  writeQuestion,
  createUser,
  uniqueWord,
} from '@queryhub/testkit';
import { dialog, expectAccessible, signIn, waitForDerivedFields, openPage } from '../pages.js';
import { urls } from '../urls.js';

async function confirmAndAcknowledge(
  page: Page,
  confirmTitle: string,
  confirmLabel: string,
  doneTitle: string,
) {
  const open = dialog(page);
  await expect(open.getByRole('heading')).toHaveText(confirmTitle);
  await expectAccessible(page);
  await open.getByRole('button', { name: confirmLabel }).click();
  await expect(open.getByRole('heading')).toHaveText(doneTitle);
  await open.getByRole('button', { name: 'OK' }).click();
  await expect(open).toBeHidden();
}

// Deleting: the author deletes an answer (the question's count and the author's counter follow),
// closes their question that still has answers, and deletes a question without answers.
test('delete an answer, close a question with answers, delete one without', async ({
  page,
  axe,
}) => {
  const author = await createUser({ prefix: 'deleter' });
  const subject = `Deletes ${uniqueWord('c')}`;
  const catId = (await writeCategory(author, subject)).id;
  const question = `Can I delete ${uniqueWord('q')}?`;
  const questionId = (await writeQuestion(author, { id: catId, subject }, question)).id;
  const answerText = `Yes, ${uniqueWord('a')}.`;
  const answerId = await writeAnswer(
    author,
    { id: questionId, text: question, categoryId: catId },
    answerText,
  );
  const keptText = `Keep ${uniqueWord('k')}.`;
  const keptId = await writeAnswer(
    author,
    { id: questionId, text: question, categoryId: catId },
    keptText,
  );
  await waitForDerivedFields(docPath('answers', answerId), ['UserName']);
  await waitForDerivedFields(docPath('answers', keptId), ['UserName']);
  await expect
    .poll(async () =>
      (await adminDb().doc(docPath('questions', questionId)).get()).get('AnswerCount'),
    )
    .toBe(2);

  await signIn(page, author.email, author.password);
  const questionUrl = urls.question(catId, questionId, question);
  await openPage(page, questionUrl);
  const answers = page.getByRole('list', { name: 'Answers' });
  const card = answers.getByRole('listitem').filter({ hasText: answerText });
  await card.getByRole('button', { name: 'Delete' }).click();
  await confirmAndAcknowledge(
    page,
    'Are You Sure? You Want To Delete The Answer',
    'Yes, Delete It',
    'Answer Deleted',
  );
  await expect(answers.getByRole('listitem')).toHaveCount(1);
  await expect
    .poll(async () =>
      (await adminDb().doc(docPath('questions', questionId)).get()).get('AnswerCount'),
    )
    .toBe(1);
  await expect
    .poll(async () =>
      (await adminDb().doc(docPath('users', author.uid)).get()).get('NoOfQuestionAnswered'),
    )
    .toBe(1);

  // The question still has an answer: it cannot be deleted, its asker closes it with a reason.
  const intro = page.getByRole('region', { name: 'Question' });
  await expect(intro.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await intro.getByRole('button', { name: 'Close', exact: true }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close this question' });
  await closeDialog.getByRole('radio', { name: 'Needs details or clarity' }).check();
  await closeDialog.getByRole('button', { name: 'Close question' }).click();
  await expect(page.getByRole('complementary', { name: 'Closed' })).toContainText(
    'Closed: Needs details or clarity',
  );
  await expect(page.getByRole('link', { name: 'ANSWER THE QUESTION' })).toHaveCount(0);
  await axe();

  // A question without answers is deleted, and the page goes back to its category.
  const lonely = `Nobody answers ${uniqueWord('l')}?`;
  const lonelyId = (await writeQuestion(author, { id: catId, subject }, lonely)).id;
  await waitForDerivedFields(docPath('questions', lonelyId), ['UserName', 'AnswerCount']);
  await openPage(page, urls.question(catId, lonelyId, lonely));
  await intro.getByRole('button', { name: 'Delete' }).click();
  await confirmAndAcknowledge(
    page,
    'Are You Sure? You Want To Delete The Question',
    'Yes, Delete It',
    'Question Deleted',
  );
  await expect(page).toHaveURL(urls.category(catId, subject));
  await expect(page.getByRole('link', { name: lonely })).toHaveCount(0);
  await expect
    .poll(async () =>
      (await adminDb().doc(docPath('users', author.uid)).get()).get('NoOfQuestionAsked'),
    )
    .toBe(1);
});
