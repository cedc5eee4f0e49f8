import { docPath } from '@queryhub/model';
import { expect, test } from '../fixtures.js';
import {
  adminAuth,
  adminDb,
  writeCategory,
  writeQuestion,
  createUser,
  uniqueWord,
} from '@queryhub/testkit';
import { expectAccessible, openPage } from '../pages.js';
import { urls } from '../urls.js';

/** A flag as a signed-in client writes it (rules: Flags/{PostID}_{uid}, exact fields). */
async function flagAs(uid: string, questionId: string, reason: string) {
  await adminDb()
    .doc(docPath('flags', `${questionId}_${uid}`))
    .set({
      uid,
      PostType: 'question',
      PostID: questionId,
      Reason: reason,
      Text: '',
      date: new Date(),
    });
}

// A user flags a question through the Flag dialog, two more flags hide it,
// visitors no longer see it, and an admin restores it from /Admin. The browser tests start
// without the demo data, so the admin is made here as `npm run admin -- grant` would (claim
// admin: true).
test('flag a post and moderate it as an admin', async ({ pageAs }) => {
  const author = await createUser({ prefix: 'spammer' });
  const flagger = await createUser({ prefix: 'flagger' });
  const others = [await createUser({ prefix: 'flagger' }), await createUser({ prefix: 'flagger' })];
  const subject = `Moderation ${uniqueWord('c')}`;
  const catId = (await writeCategory(author, subject)).id;
  const question = `Cheap ${uniqueWord('q')} watches here`;
  const questionId = (await writeQuestion(author, { id: catId, subject }, question)).id;
  const questionUrl = urls.question(catId, questionId, question);

  const page = await pageAs(flagger);
  await openPage(page, questionUrl);
  const region = page.getByRole('region', { name: 'Question' });
  await region.getByRole('button', { name: 'Flag' }).click();
  const flagDialog = page.getByRole('dialog', { name: 'Flag this question' });
  await expect(flagDialog).toBeVisible();
  await flagDialog.getByRole('radio', { name: 'Other' }).check();
  await flagDialog.getByRole('button', { name: 'Send flag' }).click();
  await expect(flagDialog.getByRole('alert')).toContainText('Please say what is wrong');
  await flagDialog.getByLabel('Details (required)').fill('Advertising, not a question');
  await expectAccessible(page);
  await flagDialog.getByRole('button', { name: 'Send flag' }).click();
  await expect(flagDialog).toBeHidden();
  // The region has other live regions too (the privilege explanations of Downvote and Close).
  await expect(region.getByRole('status').filter({ hasText: 'Flagged for review' })).toHaveText(
    'Flagged for review. Thank you.',
  );
  await expect
    .poll(async () =>
      (await adminDb().doc(docPath('questions', questionId)).get()).get('FlagCount'),
    )
    .toBe(1);

  // Two more users flag it: at three the trigger hides it.
  await flagAs(others[0]!.uid, questionId, 'spam');
  await flagAs(others[1]!.uid, questionId, 'spam');
  await expect(
    page.getByText('This question is hidden until a moderator reviews it.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeHidden();
  // The server-rendered page (cached by the CDN for everyone) holds none of its text either.
  const served = await page.request.get(questionUrl);
  expect(served.status()).toBe(200);
  const html = await served.text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).not.toContain(question);
  await openPage(page, urls.category(catId, subject));
  await expect(page.getByText('No Questions In This Category')).toBeVisible();

  // The admin sees it in the flag queue and restores it.
  const moderator = await createUser({ prefix: 'moderator' });
  await adminAuth().setCustomUserClaims(moderator.uid, { admin: true });
  const admin = await pageAs(moderator);
  await openPage(admin, '/Admin');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('ADMIN');
  const queue = admin.getByRole('list', { name: 'Flag queue' });
  const entry = queue.getByRole('listitem').filter({ hasText: question });
  await expect(entry).toContainText('3 flags');
  await expect(entry).toContainText('Hidden');
  await expect(entry).toContainText('spam 2');
  await expectAccessible(admin);

  await entry.getByRole('button', { name: `Restore question "${question}"` }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Restore: done.' })).toBeVisible();
  await expect(entry).toHaveCount(0);
  await expect(admin.getByRole('list', { name: 'Audit log' })).toContainText(
    `restorePost Questions/${questionId}`,
  );

  await openPage(page, questionUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);

  // Suspend the author by e-mail; the rules then refuse their writes. Then unsuspend.
  await admin.getByLabel('User e-mail or uid').fill(author.email);
  await admin.getByRole('button', { name: 'Suspend', exact: true }).click();
  const suspended = admin.getByRole('list', { name: 'Suspended users' });
  await expect(suspended).toContainText(author.uid);
  await suspended.getByRole('button', { name: `Unsuspend ${author.uid}` }).click();
  await expect(admin.getByText('No suspended users')).toBeVisible();

  // A maintenance callable, with its result shown.
  await admin.getByRole('button', { name: 'Recount counters' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: 'Recount counters: done.' }),
  ).toContainText('"users":');
  await expectAccessible(admin);
});

test('a non-admin sees no admin tools on /Admin', async ({ page, axe, signedInUser: _member }) => {
  await openPage(page, '/Admin');
  await expect(page.getByText('This page is for administrators.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Flag queue' })).toBeHidden();
  await axe();
});
