import { expect, test } from '@playwright/test';
import { COLLECTIONS } from '@queryhub/model';
import {
  adminDb,
  createUser,
  questionFields,
  uniqueId,
  uniqueWord,
  writeCategory,
  type TestUser,
} from '@queryhub/testkit';
import {
  acknowledgeDialog,
  addTags,
  expectAccessible,
  openPage,
  signIn,
  urlText,
} from '../pages.js';

/** A tag of this run only (tags are lowercase letters, digits and `+#.-`). */
function uniqueTag(stem: string): string {
  return `${stem}-${uniqueWord('t')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`.slice(0, 35);
}

/** A question of `author` carrying `tags`, written as the functions' tests write posts. */
async function writeTaggedQuestion(
  author: TestUser,
  category: { id: string; subject: string },
  text: string,
  tags: string[],
): Promise<string> {
  const id = uniqueId('q');
  await adminDb()
    .collection(COLLECTIONS.questions)
    .doc(id)
    .set(questionFields(author, id, category, text, '', new Date(), tags));
  return id;
}

// Ask with tags (one suggested from the existing ones, one typed), open the tag page
// from the question's tag link, follow the tag; another member's new question with that tag
// then reaches the follower's inbox. The category page's Follow category toggle works too.
test('ask with tags, open the tag page, follow it and hear of new questions', async ({ page }) => {
  const asker = await createUser({ prefix: 'tagger' });
  const other = await createUser({ prefix: 'other-asker' });
  const subject = `Tags ${uniqueWord('c')}`;
  const category = await writeCategory(asker, subject);
  const existing = uniqueTag('kettle');
  const fresh = uniqueTag('teapot');
  const older = `Which ${uniqueWord('q')} kettle boils fastest`;
  await writeTaggedQuestion(other, category, older, [existing]);
  // The count trigger makes the tag suggestible (Tags/{tag}.QuestionCount).
  await expect
    .poll(async () =>
      (await adminDb().doc(`${COLLECTIONS.tags}/${existing}`).get()).get('QuestionCount'),
    )
    .toBe(1);

  await signIn(page, asker.email, asker.password);
  await openPage(page, `/Category/${category.id}/${urlText(subject)}`);
  const followCategory = page.getByRole('button', { name: 'Follow category' });
  await expect(followCategory).toHaveAttribute('aria-pressed', 'false');
  await followCategory.click();
  await expect(followCategory).toHaveAttribute('aria-pressed', 'true');
  await followCategory.click();
  await expect(followCategory).toHaveAttribute('aria-pressed', 'false');

  await openPage(page, `/Ask/${category.id}/${urlText(subject)}`);
  const text = `How long should ${uniqueWord('q')} tea steep`;
  await page.getByLabel('Your question').fill(text);
  // The field suggests the existing tag from its first letters.
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill(existing.slice(0, 8));
  const suggestion = page.getByRole('option', { name: new RegExp(`^${existing}`) });
  await expect(suggestion).toBeVisible();
  await expectAccessible(page);
  await suggestion.click();
  await expect(
    page.getByRole('list', { name: 'Chosen tags' }).getByText(existing, { exact: true }),
  ).toBeVisible();
  await addTags(page, fresh);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(page, 'SUCCESS', `Submitted Question : ${text}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
  const tagLinks = page.getByRole('list', { name: 'Tags' }).first();
  await expect(tagLinks.getByRole('link')).toHaveText([existing, fresh]);
  await expectAccessible(page);

  await tagLinks.getByRole('link', { name: existing }).click();
  await expect(page).toHaveURL(`/Tags/${existing}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Questions tagged ${existing}`);
  await expect(page.getByRole('link', { name: text })).toBeVisible();
  await expect(page.getByRole('link', { name: older })).toBeVisible();
  const followTag = page.getByRole('button', { name: 'Follow tag' });
  await expect(followTag).toHaveAttribute('aria-pressed', 'false');
  await followTag.click();
  await expect(followTag).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  // The tag page is server-rendered with its sort tabs and real page URLs.
  await openPage(page, `/Tags/${existing}?sort=unanswered`);
  await expect(page.getByRole('link', { name: older })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow tag' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another member asks with the tag: the follower hears of it, live.
  const news = `Does ${uniqueWord('q')} water need filtering`;
  await writeTaggedQuestion(other, category, news, [existing, 'water']);
  // The asker's own question opened the fresh tag: their Tag pioneer badge is the other item.
  const unread = page.getByRole('link', { name: 'Notifications (2 unread)' });
  await expect(unread).toBeVisible();
  await unread.click();
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items.filter({ hasText: 'You earned the Tag pioneer badge' })).toHaveCount(1);
  const item = items.filter({ hasText: 'asked' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(
    `${other.displayName} asked "${news}" in a tag or category you follow`,
  );
  await expectAccessible(page);
});
