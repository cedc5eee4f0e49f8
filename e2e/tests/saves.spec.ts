// Saved posts: the Save toggle on a question and its answers, /Saved newest first with live
// scores, unsaving, a post that is gone, and what a visitor is told.
import { docPath } from '@queryhub/model';
import { FieldValue } from 'firebase-admin/firestore';
import {
  adminDb,
  createUser,
  uniqueWord,
  writeAnswer,
  writeCategory,
  writeQuestion,
} from '@queryhub/testkit';
import { expect, test } from '../fixtures.js';
import { acknowledgeDialog, openPage, ownItems, signIn, waitForDerivedFields } from '../pages.js';
import { urls } from '../urls.js';

/** A question by one member with an answer by another, and a third member who saves. */
async function setup() {
  const asker = await createUser({ prefix: 'save-asker' });
  const answerer = await createUser({ prefix: 'save-answerer' });
  const saver = await createUser({ prefix: 'saver' });
  const subject = `Saves ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const text = `Where does ${uniqueWord('q')} go`;
  const questionId = (await writeQuestion(asker, { id: catId, subject }, text)).id;
  const answerText = `It goes ${uniqueWord('a')} north`;
  const answerId = await writeAnswer(
    answerer,
    { id: questionId, text, categoryId: catId },
    answerText,
  );
  await waitForDerivedFields(docPath('questions', questionId), ['Score']);
  await waitForDerivedFields(docPath('answers', answerId), ['Score']);
  const url = urls.question(catId, questionId, text);
  return { saver, answerer, questionId, answerId, answerText, text, url };
}

test("a visitor's Save asks them to log in, as votes do, and /Saved sends them home", async ({
  page,
}) => {
  const asker = await createUser({ prefix: 'save-visited' });
  const subject = `Saves ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const text = `Who saves ${uniqueWord('q')}`;
  const questionId = (await writeQuestion(asker, { id: catId, subject }, text)).id;
  await waitForDerivedFields(docPath('questions', questionId), ['Score']);

  await openPage(page, urls.question(catId, questionId, text));
  const question = page.getByRole('region', { name: 'Question' });
  await question.getByRole('button', { name: 'Save', exact: true }).click();
  await acknowledgeDialog(page, 'LOGIN', 'Please Login To Save!');
  await openPage(page, '/Saved');
  await expect(page).toHaveURL('/');
});

test('save a question and an answer, see them on /Saved with live scores, unsave, reload', async ({
  page,
  axe,
}) => {
  // Three accounts, a question, an answer and the triggers' fields before the browser starts.
  const { saver, answerer, questionId, answerId, answerText, text, url } = await setup();
  const question = page.getByRole('region', { name: 'Question' });

  await signIn(page, saver.email, saver.password);
  await openPage(page, url);
  const saveQuestion = question.getByRole('button', { name: 'Save', exact: true });
  await expect(saveQuestion).toHaveAttribute('aria-pressed', 'false');
  await saveQuestion.click();
  await expect(saveQuestion).toHaveAttribute('aria-pressed', 'true');
  // The toggle stays disabled until the save is written; leaving sooner could drop it.
  await expect(saveQuestion).toBeEnabled();
  await expect(saveQuestion).toHaveAttribute('aria-pressed', 'true');
  const answerCard = page
    .getByRole('list', { name: 'Answers' })
    .getByRole('listitem')
    .filter({ hasText: answerText });
  const saveAnswer = answerCard.getByRole('button', { name: 'Save', exact: true });
  await saveAnswer.click();
  await expect(saveAnswer).toHaveAttribute('aria-pressed', 'true');
  await expect(saveAnswer).toBeEnabled();
  await expect(saveAnswer).toHaveAttribute('aria-pressed', 'true');

  // /Saved, from the profile page: the answer (saved last) first, then the question.
  await openPage(page, '/Profile');
  await page.getByRole('link', { name: 'Saved', exact: true }).click();
  await expect(page).toHaveURL('/Saved');
  const items = ownItems(page.getByRole('list', { name: 'Saved posts' }));
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText(answerText);
  await expect(items.nth(1)).toContainText(text);
  await expect(items.nth(1)).not.toContainText(answerText);
  await expect(items.nth(1)).toContainText('Score: 0');
  await axe();

  // The score is live: a vote on the question shows without a reload.
  await adminDb()
    .doc(docPath('votes', `${questionId}_${answerer.uid}`))
    .set({
      postId: questionId,
      postKind: 'question',
      questionId,
      uid: answerer.uid,
      value: 1,
      date: FieldValue.serverTimestamp(),
    });
  await expect(items.nth(1)).toContainText('Score: 1');

  // Unsaving the question takes it off the list, and a reload agrees.
  await items.nth(1).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(items).toHaveCount(1);
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(answerText);

  // On the question page the question is no longer saved; the answer still is.
  await openPage(page, url);
  await expect(saveQuestion).toHaveAttribute('aria-pressed', 'false');
  await expect(saveAnswer).toHaveAttribute('aria-pressed', 'true');

  // A saved post that is deleted is left out, and the member may remove its save.
  await adminDb().doc(docPath('answers', answerId)).delete();
  await openPage(page, '/Saved');
  await expect(page.getByText('1 saved post is no longer available.')).toBeVisible();
  await expect(items).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove unavailable saves' }).click();
  await expect(page.getByText('No Saved Posts Yet')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No Saved Posts Yet')).toBeVisible();
});
