import { NEW_ACCOUNT_MAX_LINKS, NEW_ACCOUNT_POST_DAYS } from '@queryhub/model';
import { adminAuth, createUser, uniqueWord } from '@queryhub/testkit';
import { expect, test } from '../fixtures.js';
import { acknowledgeDialog, expectAccessible, openPage, urlText } from '../pages.js';
import { urls } from '../urls.js';

// First posts from new accounts: a fresh member meets the link limit in the ask form, then asks
// with a link to a known-bad domain (the functions' list holds `spam.example`). The question
// waits for review: its author sees it marked "Awaiting review", a visitor sees only the hidden
// notice and no list shows it, and a moderator approves it from /Admin.
test('a new member’s likely spam waits for review until a moderator approves it', async ({
  page,
  pageAs,
  signedInUser: _newcomer,
  category,
}) => {
  const { id: catId, subject, url: categoryUrl } = category;
  await openPage(page, categoryUrl);
  await page.getByRole('link', { name: 'ASK QUESTIONS' }).click();
  await expect(page).toHaveURL(urls.ask(catId, subject));

  // Over the limit: refused where it is written, with the limit named.
  const field = page.getByLabel('Your question');
  await field.fill(`Compare https://a.example/1, https://b.example/2 and https://c.example/3`);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    `New members may put at most ${NEW_ACCOUNT_MAX_LINKS} links in a post during their first ${NEW_ACCOUNT_POST_DAYS} days: this one has 3.`,
  );

  // One link, to a known-bad domain: sent, then held.
  const text = `Cheap ${uniqueWord('q')} pills at https://pills.spam.example/buy`;
  await field.fill(text);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(page, 'SUCCESS', `Submitted Question : ${text}`);
  await expect(page).toHaveURL(new RegExp(`/Questions/${catId}/[A-Za-z0-9_-]+/${urlText(text)}$`));
  const questionUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  await expect(page.getByRole('note')).toHaveText(
    'Awaiting review: only you and the moderators can see this question until a moderator approves it.',
  );
  await expectAccessible(page);

  // Anyone else: the hidden notice, and the category lists nothing.
  const visitor = await pageAs();
  await openPage(visitor, questionUrl);
  await expect(
    visitor.getByText('This question is hidden until a moderator reviews it.'),
  ).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: text })).toBeHidden();
  await openPage(visitor, categoryUrl);
  await expect(visitor.getByText('No Questions In This Category')).toBeVisible();

  // A moderator approves it from the queue.
  const moderatorUser = await createUser({ prefix: 'moderator' });
  await adminAuth().setCustomUserClaims(moderatorUser.uid, { moderator: true });
  const moderator = await pageAs(moderatorUser);
  await openPage(moderator, '/Admin');
  const entry = moderator
    .getByRole('list', { name: 'Flag queue' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(entry).toContainText(
    "Awaiting review: a new account's post held as likely spam (a known-bad domain).",
  );
  await expectAccessible(moderator);
  await entry.getByRole('button', { name: `Approve question "${text}"` }).click();
  await expect(moderator.getByRole('status').filter({ hasText: 'Approve: done.' })).toBeVisible();
  await expect(entry).toHaveCount(0);

  await openPage(visitor, questionUrl);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text);
  // The author's page follows live: the mark goes.
  await expect(page.getByRole('note')).toBeHidden();
});
