// Close, duplicates and reopen: the asker closes as a duplicate through the
// similar-questions search, the notice links the original and the page is noindex while the
// original is open; reopen; three members' votes close; a member without the privilege is told
// why they cannot downvote or vote to close.
import {
  CLOSE_COOLDOWN_SECONDS,
  COLLECTIONS,
  closeVoteId,
  docPath,
  missingPrivilegeMessage,
} from '@queryhub/model';
import { expect, test, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  adminDb,
  createUser,
  grantPrivilege,
  uniqueWord,
  writeCategory,
  writeQuestion,
  type TestUser,
} from '@queryhub/testkit';
import { expectAccessible, openPage, signIn, urlText, waitForDerivedFields } from '../pages.js';

async function askedBy(asker: TestUser, texts: string[]) {
  const subject = `Closing ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const questions = [];
  for (const text of texts) {
    const { id } = await writeQuestion(asker, { id: catId, subject }, text);
    await waitForDerivedFields(docPath('questions', id), ['Keywords']);
    questions.push({ id, text, url: `/Questions/${catId}/${id}/${urlText(text)}` });
  }
  return questions;
}

const notice = (page: Page) => page.getByRole('complementary', { name: 'Closed' });

test('the asker closes a question as a duplicate: notice, link, noindex, no new answers; then reopens', async ({
  page,
}) => {
  const asker = await createUser({ prefix: 'closer' });
  const topic = uniqueWord('t');
  const [original, duplicate] = await askedBy(asker, [
    `How to configure ${topic} caching`,
    `Why does ${topic} caching ignore my configuration`,
  ]);

  await signIn(page, asker.email, asker.password);
  await openPage(page, duplicate!.url);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close this question' });
  await closeDialog.getByRole('radio', { name: 'Duplicate of…' }).check();
  const target = closeDialog.getByRole('radio', { name: original!.text });
  await expect(target).toBeVisible();
  await expectAccessible(page);
  await target.check();
  await closeDialog.getByRole('button', { name: 'Close question' }).click();

  await expect(notice(page)).toContainText('Closed: Duplicate');
  await expect(notice(page)).toContainText('This question already has an answer here:');
  const link = notice(page).getByRole('link', { name: original!.text });
  await expect(link).toHaveAttribute('href', original!.url);
  await expect(page.getByRole('link', { name: 'ANSWER THE QUESTION' })).toHaveCount(0);
  await expectAccessible(page);

  // The server-rendered duplicate is kept out of search indexes while the original is open.
  const html = await (await page.request.get(duplicate!.url)).text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  const originalHtml = await (await page.request.get(original!.url)).text();
  expect(originalHtml).not.toContain('<meta name="robots"');

  await link.click();
  await expect(page).toHaveURL(original!.url);
  await openPage(page, duplicate!.url);
  // A reopen at once is refused (a closed question takes no votes for a while), and says so
  // (the account's own gap between close votes lifted, so the cooldown alone refuses it).
  await adminDb().doc(docPath('rateLimits', asker.uid)).delete();
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByRole('alert')).toContainText(
    `a question takes no votes for ${CLOSE_COOLDOWN_SECONDS / 60} minutes after it is closed or reopened`,
  );
  // As if the cooldown had passed.
  const past = Timestamp.fromMillis(Date.now() - (CLOSE_COOLDOWN_SECONDS + 5) * 1000);
  await adminDb().doc(docPath('questions', duplicate!.id)).update({ ClosedAt: past });
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(notice(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'ANSWER THE QUESTION' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
  await expectAccessible(page);
  const history = await adminDb()
    .collection(COLLECTIONS.revisions)
    .where('PostID', '==', duplicate!.id)
    .get();
  expect(history.docs.map((doc) => doc.get('Event')).sort()).toEqual(['closed', 'reopened']);
});

test('three members vote to close: the third vote closes the question', async ({ page }) => {
  const asker = await createUser({ prefix: 'close-asker' });
  const [question] = await askedBy(asker, [`Which ${uniqueWord('q')} is the best`]);
  // Two members voted already (written as their clients would, with the privilege).
  for (const n of [1, 2]) {
    const voter = await createUser({ prefix: `close-voter-${n}` });
    await grantPrivilege(voter.uid, 'voteToClose');
    await adminDb()
      .doc(docPath('closeVotes', closeVoteId(question!.id, voter.uid)))
      .set({
        questionId: question!.id,
        uid: voter.uid,
        action: 'close',
        reason: 'opinionBased',
        duplicateOf: '',
        date: FieldValue.serverTimestamp(),
      });
  }
  const third = await createUser({ prefix: 'close-voter-3' });
  await grantPrivilege(third.uid, 'voteToClose');
  await signIn(page, third.email, third.password);
  await openPage(page, question!.url);
  await expect(notice(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  const closeDialog = page.getByRole('dialog', { name: 'Close this question' });
  await closeDialog.getByRole('radio', { name: 'Opinion-based' }).check();
  await closeDialog.getByRole('button', { name: 'Vote to close' }).click();
  await expect(notice(page)).toContainText('Closed: Opinion-based');
  await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expectAccessible(page);
});

test('a member without the privileges is told why they cannot downvote or vote to close', async ({
  page,
}) => {
  const asker = await createUser({ prefix: 'priv-asker' });
  const [question] = await askedBy(asker, [`Is ${uniqueWord('q')} a good idea`]);
  const newcomer = await createUser({ prefix: 'newcomer' });
  await signIn(page, newcomer.email, newcomer.password);
  await openPage(page, question!.url);
  const region = page.getByRole('region', { name: 'Question' });

  const down = region.getByRole('button', { name: 'Downvote' });
  const noDownvote = missingPrivilegeMessage('downvote', 'young');
  await expect(down).toHaveAccessibleDescription(noDownvote);
  // aria-disabled: the button stays focusable, and pressing it explains instead of voting.
  await down.focus();
  await page.keyboard.press('Enter');
  await expect(region.getByText(noDownvote)).toBeVisible();
  await expect(down).toHaveAttribute('aria-pressed', 'false');

  const close = region.getByRole('button', { name: 'Close', exact: true });
  const noClose = missingPrivilegeMessage('voteToClose', 'young');
  await expect(close).toHaveAccessibleDescription(noClose);
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(region.getByText(noClose)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Close this question' })).toBeHidden();
  await expectAccessible(page);

  // The user page lists what the member can do and what the rest needs.
  await openPage(page, `/User/${newcomer.uid}/${urlText(newcomer.displayName)}`);
  await expect(page.getByRole('list', { name: 'Privileges still to earn' })).toContainText(
    '15 reputation to downvote',
  );
  await expectAccessible(page);
});
