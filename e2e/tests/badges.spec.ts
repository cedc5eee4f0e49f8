import { docPath } from '@queryhub/model';
import { adminDb, createUser, uniqueWord, writeCategory, writeQuestion } from '@queryhub/testkit';
import { expect, test } from '../fixtures.js';
import { expectAccessible, openPage } from '../pages.js';
import { urls } from '../urls.js';

// Member A asks; member B upvotes the question in the browser. The vote trigger raises the
// score to 1, the badge trigger awards A the Student badge: A finds the inbox item, the badge's
// page lists A among its recent holders, and A's user page shows it under Bronze.
test('a member earns the Student badge through another member’s upvote', async ({ pageAs }) => {
  const asker = await createUser({ prefix: 'badge-asker' });
  const voter = await createUser({ prefix: 'badge-voter' });
  const subject = `Badges ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const question = `Does ${uniqueWord('q')} earn a badge`;
  // Without tags: the first question of a run with the default tag would also earn Tag pioneer.
  const questionId = (await writeQuestion(asker, { id: catId, subject }, question, { tags: [] }))
    .id;
  // The new question's derived fields first (the first trigger run of a cold emulator on a busy
  // machine can take longer than waitForDerivedFields' 30 s).
  await expect
    .poll(async () => (await adminDb().doc(docPath('questions', questionId)).get()).get('Score'))
    .toBe(0);

  const askerPage = await pageAs(asker);
  await openPage(askerPage, urls.user(asker.uid, asker.displayName));
  const badges = askerPage.getByRole('region', { name: 'BADGES' });
  await expect(badges.getByText('No badges yet.')).toBeVisible();

  const voterPage = await pageAs(voter);
  await openPage(voterPage, urls.question(catId, questionId, question));
  const upvote = voterPage.getByRole('region', { name: 'Question' }).getByRole('button', {
    name: 'Upvote',
  });
  await upvote.click();
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');

  // The user page follows the member's badges live.
  const bronze = badges.getByRole('region', { name: 'Bronze badges' });
  await expect(bronze.getByRole('link', { name: 'Student' })).toBeVisible();
  await expect(bronze.getByRole('heading')).toHaveText('Bronze 1');
  await expectAccessible(askerPage);

  await askerPage.getByRole('link', { name: /^Notifications \(1 unread\)/ }).click();
  const item = askerPage
    .getByRole('list', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'You earned the Student badge' });
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: 'You earned the Student badge' }).click();
  await expect(askerPage).toHaveURL('/Badges/Student');
  await expect(askerPage.getByRole('heading', { level: 1 })).toHaveText('Student');
  await expect(
    askerPage.getByRole('list', { name: 'Recent holders' }).getByRole('link', {
      name: asker.displayName,
    }),
  ).toBeVisible();

  // The voter, for their part, holds Supporter; every badge is listed with its description.
  await openPage(voterPage, '/Badges');
  const index = voterPage.getByRole('list', { name: 'Badges' });
  const student = index.getByRole('listitem').filter({ hasText: 'Student' });
  await expect(student).toContainText('Asked a question with a score of 1 or more.');
  await expect(index.getByRole('listitem')).toHaveCount(16);
  await expectAccessible(voterPage);
  await openPage(voterPage, urls.user(voter.uid, voter.displayName));
  await expect(
    voterPage
      .getByRole('region', { name: 'Bronze badges' })
      .getByRole('link', { name: 'Supporter' }),
  ).toBeVisible();
});
