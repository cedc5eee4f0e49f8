import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import {
  createUser,
  uniqueWord,
  writeAnswer,
  writeCategory,
  writeQuestion,
} from '@queryhub/testkit';
import { expectAccessible, openPage, signIn } from '../pages.js';
import { throttleCpu } from '../throttle.js';
import { urls } from '../urls.js';

// Dark mode: the system's preference by default, a Theme control in the header (System, Light,
// Dark) whose choice persists and is applied before the first paint, and axe's colour contrast
// in both themes on the home, question and profile pages. Each page's screenshot is attached
// to the test's output (test-results/e2e) for a look.

const SCHEMES = ['light', 'dark'] as const;

let questionUrl = '';

test.beforeAll(async () => {
  const asker = await createUser({ prefix: 'theme-asker' });
  const subject = `Themes ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const text = `How does ${uniqueWord('q')} look at night`;
  const question = await writeQuestion(asker, { id: catId, subject }, text);
  await writeAnswer(
    asker,
    question,
    'Like this:\n\n```js\nconst answer = 42; // a comment\n```\n\nand `inline code`.',
  );
  questionUrl = urls.question(catId, question.id, text);
});

/** The page's background colour as painted. */
function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

async function check(page: Page, name: string) {
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

for (const scheme of SCHEMES) {
  test(`${scheme} system theme: home, question and profile pass axe`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openPage(page, '/');
    await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('system');
    expect(await background(page)).toBe(
      scheme === 'dark' ? 'rgb(15, 20, 27)' : 'rgb(246, 247, 249)',
    );
    await expect(page.getByRole('heading').first()).toBeVisible();
    await check(page, `home-${scheme}`);

    await openPage(page, questionUrl);
    await expect(page.locator('.post-html pre code')).toBeVisible();
    await check(page, `question-${scheme}`);

    const user = await createUser({ prefix: `theme-${scheme}` });
    await signIn(page, user.email, user.password);
    await openPage(page, '/Profile');
    await expect(page.getByText(user.displayName).first()).toBeVisible();
    await check(page, `profile-${scheme}`);
  });
}

test('the Theme choice overrides the system, persists, and is on <html> before the body parses', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // What the document looked like when its parsing ended (before any module script ran).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      sessionStorage.setItem(
        'theme-at-parse',
        `${document.documentElement.dataset.theme ?? ''}|${getComputedStyle(document.documentElement).backgroundColor}`,
      );
    });
  });
  await openPage(page, questionUrl);
  const theme = page.getByRole('combobox', { name: 'Theme' });
  await theme.selectOption('Dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe('rgb(15, 20, 27)');

  for (const url of ['/', '/Login']) {
    await openPage(page, url);
    expect(await page.evaluate(() => sessionStorage.getItem('theme-at-parse'))).toBe(
      'dark|rgb(15, 20, 27)',
    );
    await expect(theme).toHaveValue('dark');
  }

  await theme.selectOption('System');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  expect(await background(page)).toBe('rgb(246, 247, 249)');
  await openPage(page, '/');
  expect(await page.evaluate(() => sessionStorage.getItem('theme-at-parse'))).toBe(
    '|rgb(246, 247, 249)',
  );
});

// A Theme choice made the moment the page has loaded (before the app is live, on a 4×
// slower CPU in a fresh browser) is kept over a reload: the boot script applies and stores it
// at once. Each round takes a fresh browser on a server-rendered and on a client-rendered page.
const THEME_ROUNDS = Math.max(1, Number(process.env.EARLY_CLICK_ROUNDS ?? '3'));

async function freshThrottledPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await throttleCpu(page);
  return page;
}

for (let round = 1; round <= THEME_ROUNDS; round += 1) {
  for (const path of ['question', '/Login'] as const) {
    test(`round ${round}: Dark chosen right after load on ${path} is kept over a reload`, async ({
      browser,
    }) => {
      const page = await freshThrottledPage(browser);
      try {
        await page.goto(path === 'question' ? questionUrl : path);
        const early = await page.evaluate(() => 'queryhubEarlyEvents' in window);
        test.info().annotations.push({
          type: 'early choice',
          description: early ? 'made before the app was live' : 'app already live',
        });
        await page.getByRole('combobox', { name: 'Theme' }).selectOption('Dark');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await background(page)).toBe('rgb(15, 20, 27)');
        await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark');
      } finally {
        await page.context().close();
      }
    });
  }
}
