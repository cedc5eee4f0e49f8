import { docPath } from '@queryhub/model';
import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '../fixtures.js';
import { adminDb, uniqueWord } from '@queryhub/testkit';
import { expectAccessible, openPage } from '../pages.js';

// Home reads Categories a page at a time (30, newest first): a "Load more" button appends the
// next page. 35 categories dated in the future are the newest ones, so the first page holds
// 30 of them and "Load more" brings the other 5. They are deleted afterwards, so the other
// flows' new categories are the newest again.
const COUNT = 35;
const PAGE = 30;
const run = uniqueWord('page');
const ids = Array.from({ length: COUNT }, (_, n) => `${run}-${n.toString().padStart(2, '0')}`);
const subject = (n: number) => `Paged ${run} ${n.toString().padStart(2, '0')}`;

test.beforeAll(async () => {
  const batch = adminDb().batch();
  const future = Date.now() + 24 * 60 * 60 * 1000;
  ids.forEach((id, n) => {
    batch.set(adminDb().doc(docPath('categories', id)), {
      id,
      Subject: subject(n),
      uid: 'e2e-paging',
      UserName: 'Paging Script',
      date: Timestamp.fromMillis(future + n * 1000),
    });
  });
  await batch.commit();
});

test.afterAll(async () => {
  const batch = adminDb().batch();
  for (const id of ids) batch.delete(adminDb().doc(docPath('categories', id)));
  await batch.commit();
});

test('Home lists 30 categories, newest first, and "Load more" appends the next page', async ({
  page,
}) => {
  await openPage(page, '/');
  const list = page.getByRole('list', { name: 'Categories' });
  const links = list.getByRole('link');
  await expect(links.first()).toHaveText(subject(COUNT - 1));
  await expect(links).toHaveCount(PAGE);
  await expect(links.nth(PAGE - 1)).toHaveText(subject(COUNT - PAGE));
  await expect(list.getByRole('link', { name: subject(0) })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('link', { name: subject(0) })).toBeVisible();
  const texts = await links.allTextContents();
  const ours = texts.filter((text) => text.startsWith(`Paged ${run} `));
  expect(ours).toEqual(Array.from({ length: COUNT }, (_, n) => subject(COUNT - 1 - n)));
  expect(new Set(texts).size).toBe(texts.length);
});
