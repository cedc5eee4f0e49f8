import { expect, test } from '../fixtures.js';
import { COLLECTIONS } from '@queryhub/model';
import {
  adminDb,
  createUser,
  questionFields,
  uniqueId,
  uniqueWord,
  writeAnswer,
  writeCategory,
  type TestUser,
} from '@queryhub/testkit';
import { openPage, ownItems } from '../pages.js';
import { urls } from '../urls.js';

// The tag index at /Tags and every question at /Questions, each opened from the
// header's link, used through its filter box, sort tabs and page links, and checked with axe.

/** A question of `author` carrying `tags`, written as the functions' tests write posts. */
async function writeTaggedQuestion(
  author: TestUser,
  category: { id: string; subject: string },
  text: string,
  tags: readonly string[],
  date = new Date(),
): Promise<{ id: string; text: string; categoryId: string }> {
  const id = uniqueId('q');
  await adminDb()
    .collection(COLLECTIONS.questions)
    .doc(id)
    .set(questionFields(author, id, category, text, '', date, tags));
  return { id, text, categoryId: category.id };
}

async function tagCount(tag: string): Promise<unknown> {
  return (await adminDb().doc(`${COLLECTIONS.tags}/${tag}`).get()).get('QuestionCount');
}

test('the tag index: most used first, filtered by a name prefix, paged, linking each tag', async ({
  page,
  axe,
}) => {
  const author = await createUser({ prefix: 'tag-indexer' });
  const subject = `Tag index ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(author, subject)).id, subject };
  // 45 tags sharing a prefix of this run: one page of 40 and a second of 5 once filtered.
  const prefix = `ix${uniqueWord('t')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`.slice(0, 24);
  const tags = Array.from({ length: 45 }, (_, n) => `${prefix}-${String(n).padStart(2, '0')}`);
  for (let start = 0; start < tags.length; start += 5) {
    await writeTaggedQuestion(
      author,
      category,
      `Which ${uniqueWord('q')} needs tags`,
      tags.slice(start, start + 5),
    );
  }
  // The first tag is carried twice: its count says so.
  await writeTaggedQuestion(author, category, `Twice ${uniqueWord('q')} tagged`, [tags[0]!]);
  // Setup: the count trigger has written every tag's count.
  await expect
    .poll(async () => Promise.all(tags.map(tagCount)))
    .toEqual(tags.map((_, n) => (n === 0 ? 2 : 1)));

  await openPage(page, urls.home());
  await page.getByRole('banner').getByRole('link', { name: 'Tags' }).click();
  await expect(page).toHaveURL(urls.tags());
  await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Tags' });
  // The list as a reader sees it once it has loaded (the header's link navigates in the app).
  await expect(ownItems(list).first()).toBeVisible();
  // Most used first: the counts never grow down the page.
  const counts = (await ownItems(list).allTextContents()).map((text) =>
    Number(/× (\d+) question/.exec(text)?.[1]),
  );
  expect(counts.length).toBeGreaterThan(0);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  await axe();

  const filterBox = page.getByRole('searchbox', { name: 'Filter tags by name' });
  await filterBox.fill(prefix.toUpperCase());
  await filterBox.press('Enter');
  await expect(page).toHaveURL(urls.tags({ filter: prefix.toUpperCase() }));
  await expect(ownItems(list)).toHaveCount(40);
  await expect(ownItems(list).first()).toHaveText(`${tags[0]} × 2 questions`);
  await expect(ownItems(list).last()).toHaveText(`${tags[39]} × 1 question`);
  await axe();

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(urls.tags({ filter: prefix, after: tags[39]! }));
  await expect(ownItems(list)).toHaveCount(5);
  await expect(ownItems(list).first()).toHaveText(`${tags[40]} × 1 question`);
  await expect(page.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await page.getByRole('link', { name: 'First page' }).click();
  await expect(page).toHaveURL(urls.tags({ filter: prefix }));
  await expect(ownItems(list)).toHaveCount(40);

  await list.getByRole('link', { name: tags[0], exact: true }).click();
  await expect(page).toHaveURL(urls.tag(tags[0]!));
  await expect(page.getByRole('heading', { name: `Questions tagged ${tags[0]}` })).toBeVisible();
  await page.getByRole('link', { name: 'All tags' }).click();
  await expect(page).toHaveURL(urls.tags());
  await expect(ownItems(list).first()).toBeVisible();

  await filterBox.fill(`${prefix}-zz`);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page.getByText(`No Tags Start With ${prefix}-zz`)).toBeVisible();
  await axe();
});

test('all questions: every category, the sort tabs, paging, hidden ones left out', async ({
  page,
  axe,
}) => {
  const author = await createUser({ prefix: 'all-lister' });
  const first = { id: '', subject: `All one ${uniqueWord('c')}` };
  first.id = (await writeCategory(author, first.subject)).id;
  const second = { id: '', subject: `All two ${uniqueWord('c')}` };
  second.id = (await writeCategory(author, second.subject)).id;
  const word = uniqueWord('al');
  // 21 questions of this run, alternating categories, one second apart and dated just ahead of
  // the other tests' posts: the newest 20 fill the first page and the oldest one is on the
  // second.
  const start = Date.now() + 5_000;
  const questions = [];
  for (let n = 0; n < 21; n += 1) {
    const category = n % 2 ? second : first;
    const text = `All questions ${n} about ${word}`;
    const id = uniqueId('q');
    await adminDb()
      .collection(COLLECTIONS.questions)
      .doc(id)
      .set(questionFields(author, id, category, text, '', new Date(start + n * 1000)));
    questions.push({ id, text, categoryId: category.id });
  }
  const answered = questions[19]!;
  // Dated after every question of the run: the answered question becomes the most active.
  await writeAnswer(author, answered, `An answer about ${word}`, {
    at: new Date(start + 60_000),
  });
  // The newest of all, but hidden by moderation: read on the first page, never shown.
  const hidden = await writeTaggedQuestion(
    author,
    first,
    `Hidden ${word} question`,
    ['testing'],
    new Date(start + 30_000),
  );
  await adminDb().doc(`${COLLECTIONS.questions}/${hidden.id}`).update({ Hidden: true });
  await expect
    .poll(async () =>
      (await adminDb().doc(`${COLLECTIONS.questions}/${answered.id}`).get()).get('AnswerCount'),
    )
    .toBe(1);

  await openPage(page, urls.home());
  await page.getByRole('banner').getByRole('link', { name: 'Questions' }).click();
  await expect(page).toHaveURL(urls.allQuestions());
  await expect(page.getByRole('heading', { name: 'All questions', level: 1 })).toBeVisible();
  const region = page.getByRole('region', { name: 'QUESTIONS' });
  const newest = region.getByRole('link', { name: questions[20]!.text });
  await expect(newest).toBeVisible();
  // Both categories' questions are in the one list.
  await expect(region.getByRole('link', { name: questions[19]!.text })).toBeVisible();
  await expect(region.getByRole('link', { name: first.subject }).first()).toBeVisible();
  await expect(region.getByRole('link', { name: second.subject }).first()).toBeVisible();
  await expect(region.getByRole('link', { name: hidden.text })).toHaveCount(0);
  await axe();

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/Questions\?after=/);
  await expect(region.getByRole('link', { name: questions[0]!.text })).toBeVisible();
  await expect(region.getByRole('link', { name: questions[20]!.text })).toHaveCount(0);
  await page.getByRole('link', { name: 'First page' }).click();
  await expect(page).toHaveURL(urls.allQuestions());
  await expect(newest).toBeVisible();

  await page.getByRole('link', { name: 'Unanswered' }).click();
  await expect(page).toHaveURL(urls.allQuestions({ sort: 'unanswered' }));
  await expect(page.getByRole('link', { name: 'Unanswered' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(newest).toBeVisible();
  await expect(region.getByRole('link', { name: answered.text })).toHaveCount(0);

  await page.getByRole('link', { name: 'Active' }).click();
  await expect(page).toHaveURL(urls.allQuestions({ sort: 'active' }));
  // The answer made the answered question the most recently active of this run.
  const cards = ownItems(region.getByRole('list', { name: 'Questions' }));
  await expect(cards.filter({ hasText: word }).first()).toContainText(answered.text);

  await page.getByRole('link', { name: 'Top' }).click();
  await expect(page).toHaveURL(urls.allQuestions({ sort: 'top' }));
  await expect(ownItems(region.getByRole('list', { name: 'Questions' })).first()).toBeVisible();
  await axe();

  // A question's own page keeps its /Questions/… route.
  await page.getByRole('link', { name: 'Newest' }).click();
  await newest.click();
  await expect(page).toHaveURL(
    urls.question(questions[20]!.categoryId, questions[20]!.id, questions[20]!.text),
  );
  await expect(page.getByRole('heading', { name: questions[20]!.text })).toBeVisible();
});

test('both lists are server-rendered and in the sitemap', async ({ request }) => {
  const author = await createUser({ prefix: 'list-crawler' });
  const subject = `Crawled ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(author, subject)).id, subject };
  const tag = `cr${uniqueWord('t')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`.slice(0, 30);
  await writeTaggedQuestion(author, category, `Crawled ${uniqueWord('q')} question`, [tag]);
  await expect.poll(() => tagCount(tag)).toBe(1);

  // The HTML as a crawler gets it, before any script runs.
  const tags = await request.get(urls.tags({ filter: tag }));
  expect(tags.status()).toBe(200);
  const tagsHtml = await tags.text();
  expect(tagsHtml).toContain(`href="${urls.tag(tag)}"`);
  expect(tagsHtml).toContain('× 1 question');
  const all = await request.get(urls.allQuestions());
  expect(all.status()).toBe(200);
  const allHtml = await all.text();
  expect(allHtml).toContain('All questions</h1>');
  expect(allHtml).toMatch(/href="\/Questions\/[^"/]+\/[^"/]+\/[^"]+"/);
  // More than a page of questions exists by now, one of the newest hidden by moderation: the
  // server's page still links to the next one, as the live page does.
  expect(allHtml).toMatch(/<a[^>]*rel="next"[^>]*href="\/Questions\?after=/);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/Questions<\/loc>/);
  expect(sitemap).toMatch(/<loc>https?:\/\/[^<]+\/Tags<\/loc>/);
});
