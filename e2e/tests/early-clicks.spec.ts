import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import {
  createUser,
  uniqueWord,
  writeCategory,
  writeQuestion,
  type TestUser,
} from '@queryhub/testkit';
import { dialog, signIn } from '../pages.js';
import { throttleCpu } from '../throttle.js';
import { urls } from '../urls.js';

// "Every click counts": a server-rendered page paints before its scripts run. A click made right
// after the load event, on a slow (4× throttled) CPU in a fresh browser, must still have its
// effect: the boot script holds it and the app replays it once live (web/boot-script.js).
// EARLY_CLICK_ROUNDS sets how many rounds of the three checks run (20 for the full loop in
// docs/decisions.md; 2 in the normal suite, where each round costs a few fresh browsers).

const ROUNDS = Math.max(1, Number(process.env.EARLY_CLICK_ROUNDS ?? '2'));

let questionUrl = '';
let replyUrl = '';

test.beforeAll(async () => {
  const asker = await createUser({ prefix: 'early-asker' });
  const subject = `Early ${uniqueWord('c')}`;
  const catId = (await writeCategory(asker, subject)).id;
  const text = `Does ${uniqueWord('q')} click early`;
  const questionId = (await writeQuestion(asker, { id: catId, subject }, text)).id;
  questionUrl = urls.question(catId, questionId, text);
  replyUrl = urls.reply(catId, questionId, text);
});

/** A fresh context, signed in as `user` if given (at full speed), then throttled. */
async function freshPage(browser: Browser, user?: TestUser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (user) await signIn(page, user.email, user.password);
  await throttleCpu(page);
  return page;
}

/** Opens the question page; true when the app was not live yet as `goto` returned at load. */
async function openAtLoad(page: Page): Promise<boolean> {
  await page.goto(questionUrl);
  return page.evaluate(() => 'queryhubEarlyEvents' in window);
}

function noteHeld(held: boolean) {
  test.info().annotations.push({
    type: 'early click',
    description: held ? 'made before the app was live (held, then replayed)' : 'app already live',
  });
}

for (let round = 1; round <= ROUNDS; round += 1) {
  test(`round ${round}: a visitor's Upvote right after load asks them to log in`, async ({
    browser,
  }) => {
    const page = await freshPage(browser);
    try {
      noteHeld(await openAtLoad(page));
      await page
        .getByRole('region', { name: 'Question' })
        .getByRole('button', { name: 'Upvote' })
        .click();
      await expect(dialog(page)).toContainText('Please Login To Vote!');
    } finally {
      await page.context().close();
    }
  });

  test(`round ${round}: a signed-in reader's Follow right after load toggles`, async ({
    browser,
  }) => {
    const reader = await createUser({ prefix: 'early-follower' });
    const page = await freshPage(browser, reader);
    try {
      noteHeld(await openAtLoad(page));
      const follow = page.getByRole('button', { name: 'Follow question' });
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await follow.click();
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
    } finally {
      await page.context().close();
    }
  });

  test(`round ${round}: ANSWER THE QUESTION right after load opens the answer form`, async ({
    browser,
  }) => {
    const answerer = await createUser({ prefix: 'early-answerer' });
    const page = await freshPage(browser, answerer);
    try {
      noteHeld(await openAtLoad(page));
      // A button while the sign-in state is unknown, a link once it is known.
      await page
        .getByRole('button', { name: 'ANSWER THE QUESTION' })
        .or(page.getByRole('link', { name: 'ANSWER THE QUESTION' }))
        .click();
      await expect(page).toHaveURL(replyUrl);
      await expect(page.getByLabel('Your answer')).toBeVisible();
    } finally {
      await page.context().close();
    }
  });
}
