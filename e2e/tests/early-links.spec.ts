import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { createUser, uniqueWord, urlOf, writeCategory, writeQuestion } from '@queryhub/testkit';
import { throttleCpu } from '../throttle.js';
import { urls } from '../urls.js';

// "No lost link clicks": a page link clicked right after the load event, on a 4×
// slowed CPU in a fresh browser, must lead to the next page, whether the click lands before the
// app is live (held by the boot script, then replayed) or after. The category page's and the
// search results' "Next page" are both react-router links; the results one was lost in a
// fresh-clone run. EARLY_CLICK_ROUNDS sets the rounds, as in early-clicks.spec.ts.

const ROUNDS = Math.max(1, Number(process.env.EARLY_CLICK_ROUNDS ?? '2'));

let categoryUrl = '';
let word = '';

test.beforeAll(async () => {
  const author = await createUser({ prefix: 'early-pager' });
  const subject = `Early pages ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(author, subject)).id, subject };
  categoryUrl = urls.category(category.id, subject);
  word = uniqueWord('el');
  for (let n = 0; n < 21; n += 1) {
    await writeQuestion(author, category, `Early page ${n} about ${word}`);
  }
  // The search database has every question (its mirror trigger runs after each write).
  await expect
    .poll(async () => {
      const response = await fetch(`${urlOf('hosting')}/api/search?q=${word}&sort=newest&page=2`);
      return ((await response.json()) as { questions: unknown[] }).questions.length;
    })
    .toBe(1);
});

/** A fresh browser context, throttled 4×, on `url` as `goto` returns at the load event. */
async function openThrottled(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await throttleCpu(page);
  await page.goto(url);
  test.info().annotations.push({
    type: 'early click',
    description: (await page.evaluate(() => 'queryhubEarlyEvents' in window))
      ? 'made before the app was live (held, then replayed)'
      : 'app already live',
  });
  return page;
}

for (let round = 1; round <= ROUNDS; round += 1) {
  test(`round ${round}: Next page of a category right after load opens page 2`, async ({
    browser,
  }) => {
    const page = await openThrottled(browser, categoryUrl);
    try {
      await page.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/\?after=/);
      await expect(page.getByRole('link', { name: 'First page' })).toBeVisible();
    } finally {
      await page.context().close();
    }
  });

  test(`round ${round}: a reader scrolled down to Next page stays there as the page comes alive`, async ({
    browser,
  }) => {
    const page = await openThrottled(browser, categoryUrl);
    try {
      const next = page.getByRole('link', { name: 'Next page' });
      await next.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      // The header's Login link shows once the app is live and knows the reader is signed out.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await next.click();
      await expect(page).toHaveURL(/\?after=/);
    } finally {
      await page.context().close();
    }
  });

  test(`round ${round}: Next page of search results right after load opens page 2`, async ({
    browser,
  }) => {
    const page = await openThrottled(browser, urls.results(word, { sort: 'newest' }));
    try {
      await page.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(urls.results(word, { sort: 'newest', page: '2' }));
      await expect(page.getByRole('link', { name: 'Previous page' })).toBeVisible();
    } finally {
      await page.context().close();
    }
  });
}
