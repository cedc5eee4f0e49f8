import { docPath } from '@queryhub/model';
import { expect, test } from '../fixtures.js';
import { FieldValue } from 'firebase-admin/firestore';
import {
  adminDb,
  writeAnswer,
  writeCategory,
  writeQuestion,
  createUser,
  uniqueWord,
} from '@queryhub/testkit';
import { acknowledgeDialog, signIn, waitForDerivedFields, openPage } from '../pages.js';
import { urls } from '../urls.js';

// Editing: the author edits a question and an answer through "Edit"; each post then shows
// "edited {time}", which leads to the revision history with the words removed and added, and
// search finds the new words.
test('edit a question and an answer, then view the history', async ({
  page,
  axe,
  signedInUser: author,
  category,
}) => {
  const { id: catId, subject } = category;
  const oldWord = uniqueWord('old');
  const newWord = uniqueWord('new');
  const question = `How do I configure ${oldWord}?`;
  const questionId = (await writeQuestion(author, { id: catId, subject }, question)).id;
  const answerId = await writeAnswer(
    author,
    { id: questionId, text: question, categoryId: catId },
    'Read the manual.',
  );
  await waitForDerivedFields(docPath('questions', questionId), ['Keywords', 'UserName', 'Html']);
  await waitForDerivedFields(docPath('answers', answerId), ['Keywords', 'UserName', 'Html']);
  await openPage(page, urls.question(catId, questionId, question));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  const intro = page.getByRole('region', { name: 'Question' });
  await intro.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(urls.edit('Questions', questionId));
  await expect(page.getByRole('heading', { name: 'EDIT QUESTION' })).toBeVisible();
  const box = page.getByLabel('Your question');
  await expect(box).toHaveValue(question);
  await axe();

  const edited = `How do I configure ${newWord}?`;
  await box.fill(edited);
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await acknowledgeDialog(page, 'SUCCESS', 'Saved your question.');
  await expect(page).toHaveURL(urls.question(catId, questionId, edited));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited);
  const editedLink = intro.getByRole('link', { name: /^edited / });
  await expect(editedLink).toBeVisible();

  // The answer, from its card.
  const answers = page.getByRole('list', { name: 'Answers' });
  await answers.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(urls.edit('Answers', answerId));
  await page.getByLabel('Your answer').fill('Read the **manual**, section `config`.');
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText(
    'manual',
  );
  // Within 10 s of an edit: refused in plain words, nothing sent. The question's edit stamped
  // the account; the stamp is renewed here, since waiting for "edited" may have taken over 10 s.
  const stamps = (await adminDb().doc(docPath('rateLimits', author.uid)).get()).data();
  expect(stamps?.Edits?.id).toBe(questionId);
  await adminDb()
    .doc(docPath('rateLimits', author.uid))
    .set({ Edits: { at: FieldValue.serverTimestamp(), id: questionId } }, { merge: true });
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(
    page.getByText(
      /^You are editing faster than QueryHub allows\. Please wait \d+ seconds? and try again\.$/,
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(urls.edit('Answers', answerId));
  // The gap lifted as an administrator would (the test does not wait 10 s).
  await adminDb().doc(docPath('rateLimits', author.uid)).delete();
  await page.getByRole('button', { name: 'SAVE', exact: true }).click();
  await acknowledgeDialog(page, 'SUCCESS', 'Saved your answer.');
  await expect(answers.locator('strong')).toHaveText('manual');
  await expect(answers.getByRole('link', { name: /^edited / })).toBeVisible();
  await axe();

  // The question's history: one revision, old word removed, new word added.
  await editedLink.click();
  await expect(page).toHaveURL(urls.history('Questions', questionId));
  await expect(page.getByRole('heading', { name: 'EDIT HISTORY' })).toBeVisible();
  const revisions = page.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
  await expect(revisions).toHaveCount(1);
  await expect(revisions).toContainText(`Edited by ${author.displayName}`);
  await expect(revisions.locator('del')).toContainText(oldWord);
  await expect(revisions.locator('ins')).toContainText(newWord);
  await axe();

  // Search follows the edit.
  await openPage(page, urls.results(newWord));
  await expect(
    page.getByRole('region', { name: 'QUESTIONS' }).getByRole('link', { name: edited }),
  ).toBeVisible();
});

test('a signed-in user who is not the author gets no Edit link and no form', async ({
  page,
  axe,
}) => {
  const author = await createUser({ prefix: 'author' });
  const other = await createUser({ prefix: 'other' });
  const subject = `Edits ${uniqueWord('c')}`;
  const catId = (await writeCategory(author, subject)).id;
  const question = `Who may edit ${uniqueWord('q')}?`;
  const questionId = (await writeQuestion(author, { id: catId, subject }, question)).id;
  await waitForDerivedFields(docPath('questions', questionId), ['UserName']);

  await signIn(page, other.email, other.password);
  await openPage(page, urls.question(catId, questionId, question));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await openPage(page, urls.edit('Questions', questionId));
  await expect(page.getByText('You can only edit your own posts.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
  await axe();
});
