import { docPath, newUserRecord } from '@queryhub/model';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { FieldValue } from 'firebase-admin/firestore';
import {
  adminDb,
  eventually,
  writeAnswer,
  writeCategory,
  writeQuestion,
  configuredEmulators,
} from '@queryhub/testkit';
import { openPage } from '../pages.js';
import { urls } from '../urls.js';

// Content the rules legitimately accept (tests/security/hostile-input.emulator.test.ts) is shown
// by the app as inert text: no script runs, no element or javascript: link is injected. Every
// payload tries to set window.__hostile; it must stay unset on every page that shows it.

const TOKEN = `zqhostile${Date.now().toString(36)}`;
const PAYLOADS = {
  script: `<script>window.__hostile='script'</script> ${TOKEN} script`,
  image: `<img src=x onerror="window.__hostile='img'"> ${TOKEN} image`,
  link: `javascript:window.__hostile='link' ${TOKEN} link`,
  svg: `<svg/onload="window.__hostile='svg'"> ${TOKEN} svg`,
};
// Markdown that tries to get past the render trigger's sanitizer (@queryhub/markdown/server).
const MARKDOWN_PAYLOADS = {
  link: `[${TOKEN} mdlink](javascript:window.__hostile='mdlink')`,
  raw: `${TOKEN} raw <img src=x onerror="window.__hostile='mdimg'"> <a href="javascript:window.__hostile='a'">a</a>`,
  svg: `${TOKEN} svg ![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)`,
  data: `${TOKEN} data [x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`,
  external: `${TOKEN} external ![pixel](https://tracker.example/pixel.gif)`,
  nested: `${TOKEN} nested\n\n${'- '.repeat(4950)}deep`,
};
const CATEGORY_SUBJECT = `<b onmouseover="window.__hostile='b'">${TOKEN}</b>`;
const AUTHOR_NAME = `<script>window.__hostile='name'</script>`;
const UNICODE_TITLE = `Why\u0007 does \u202Egnp.exe\u202C fail? 🔥👩‍💻 ${TOKEN}`;

const categoryId = `${TOKEN}-cat`;
const questionId = `${TOKEN}-q`;
const uid = `${TOKEN}-author`;
const markdownQuestionId = `${TOKEN}-md`;

function waitForDerived(path: string, field: string): Promise<void> {
  return eventually(
    async () => (await adminDb().doc(path).get()).get(field) !== undefined,
    `${path}.${field}`,
  );
}

test.beforeAll(async () => {
  const author = { uid };
  await adminDb()
    .doc(docPath('users', uid))
    .set(
      newUserRecord(
        { uid, displayName: AUTHOR_NAME, email: `${TOKEN}@e2e.queryhub.test` },
        FieldValue.serverTimestamp(),
      ),
    );
  const category = await writeCategory(author, CATEGORY_SUBJECT, categoryId);
  const questions = [
    [questionId, PAYLOADS.script],
    [`${questionId}-img`, PAYLOADS.image],
    [`${questionId}-link`, PAYLOADS.link],
    [`${questionId}-unicode`, UNICODE_TITLE],
  ] as const;
  for (const [id, text] of questions) await writeQuestion(author, category, text, { id });
  const scripted = { id: questionId, text: PAYLOADS.script, categoryId };
  for (const [key, text] of Object.entries(PAYLOADS)) {
    await writeAnswer(author, scripted, text, { id: `${questionId}-answer-${key}` });
  }
  const markdown = await writeQuestion(author, category, `Hostile Markdown ${TOKEN}`, {
    id: markdownQuestionId,
  });
  for (const [key, text] of Object.entries(MARKDOWN_PAYLOADS)) {
    await writeAnswer(author, markdown, text, { id: `${markdownQuestionId}-answer-${key}` });
  }
  for (const key of Object.keys(MARKDOWN_PAYLOADS)) {
    await waitForDerived(docPath('answers', `${markdownQuestionId}-answer-${key}`), 'Html');
  }
  for (const [id] of questions) await waitForDerived(docPath('questions', id), 'Keywords');
  await waitForDerived(docPath('questions', questionId), 'UserName');
  await waitForDerived(docPath('categories', categoryId), 'UserName');
});

/** Fails the test if any payload ran, opened a dialog, or left an element or a link behind. */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  // Give a delayed handler (onerror of a broken image, onload) a moment to fire.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as { __hostile?: unknown }).__hostile)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const storage = configuredEmulators.storage;
  const storageOrigins = [
    `http://${storage.host}:${storage.port}`,
    `http://localhost:${storage.port}`,
  ];
  const injected = await page.evaluate((bucketOrigins) => {
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href'];
    const withJavascriptUrl = Array.from(document.querySelectorAll('*')).filter((element) =>
      urlAttributes.some((name) => /^\s*javascript:/i.test(element.getAttribute(name) ?? '')),
    );
    const withHandlers = Array.from(document.querySelectorAll('*')).filter((element) =>
      Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name)),
    );
    // Server-rendered pages carry their data in JSON data blocks, which never run; they must
    // hold no raw '<' either, so no payload can close the element and start markup.
    const isDataBlock = (script: HTMLScriptElement) =>
      /^application\/(ld\+)?json$/i.test(script.type);
    const scripts = Array.from(document.scripts);
    const ownOrigins = [location.origin, ...bucketOrigins];
    return {
      externalImages: Array.from(document.images).filter(
        (image) => !ownOrigins.includes(new URL(image.src, location.href).origin),
      ).length,
      dataUrls: Array.from(document.querySelectorAll('[src^="data:"], [href^="data:"]')).length,
      scriptsMentioningPayload: scripts.filter(
        (script) => !isDataBlock(script) && (script.textContent ?? '').includes('__hostile'),
      ).length,
      dataBlocksWithMarkup: scripts.filter(
        (script) => isDataBlock(script) && (script.textContent ?? '').includes('<'),
      ).length,
      imagesFromPayload: document.querySelectorAll('img[src="x"]').length,
      svgFromPayload: document.querySelectorAll('body svg[onload]').length,
      javascriptUrls: withJavascriptUrl.length,
      inlineHandlers: withHandlers.length,
    };
  }, storageOrigins);
  expect(injected).toEqual({
    externalImages: 0,
    dataUrls: 0,
    scriptsMentioningPayload: 0,
    dataBlocksWithMarkup: 0,
    imagesFromPayload: 0,
    svgFromPayload: 0,
    javascriptUrls: 0,
    inlineHandlers: 0,
  });
}

function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test('home page shows a hostile category name as text', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await openPage(page, '/');
  await expect(page.getByText(CATEGORY_SUBJECT).first()).toBeVisible();
  await expectInert(page, dialogs);
});

test('category page shows hostile questions, title and author as text', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await openPage(page, urls.category(categoryId, CATEGORY_SUBJECT));
  for (const text of [PAYLOADS.script, PAYLOADS.image, PAYLOADS.link]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await expect(page.getByText(AUTHOR_NAME).first()).toBeVisible();
  // The RTL override and emoji reach the page unchanged, as characters of a text node.
  await expect
    .poll(() => page.evaluate(() => document.body.textContent ?? ''))
    .toContain('\u202Egnp.exe\u202C fail? 🔥👩‍💻');
  await expectInert(page, dialogs);
});

test('question page shows hostile answers as text', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await openPage(page, urls.question(categoryId, questionId, PAYLOADS.script));
  for (const text of Object.values(PAYLOADS)) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await expectInert(page, dialogs);
});

test('question page shows hostile Markdown rendered inert, with nothing external', async ({
  page,
}) => {
  const dialogs = collectDialogs(page);
  await openPage(page, urls.question(categoryId, markdownQuestionId, 'Hostile Markdown'));
  const answers = page.getByRole('list', { name: 'Answers' });
  await expect(answers.locator(':scope > li')).toHaveCount(Object.keys(MARKDOWN_PAYLOADS).length);
  // Rendered from the stored Html: a dropped link keeps its text, an external image its alt.
  await expect(answers.getByText(`[${TOKEN} mdlink]`, { exact: false })).toBeVisible();
  await expect(answers.getByRole('link', { name: 'pixel' })).toHaveAttribute(
    'rel',
    'nofollow ugc noopener',
  );
  await expect(answers.getByText(`${TOKEN} raw <img src=x`, { exact: false })).toBeVisible();
  expect(await answers.locator('ul').count()).toBeLessThanOrEqual(20);
  await expectInert(page, dialogs);
});

test('search results show hostile posts as text', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await openPage(page, urls.results(TOKEN));
  await expect(page.getByText(PAYLOADS.image).first()).toBeVisible();
  await expect(page.getByText(PAYLOADS.svg).first()).toBeVisible();
  await expectInert(page, dialogs);
});

test('a hostile route parameter is shown as text', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await openPage(page, urls.category(categoryId, PAYLOADS.image));
  await expect(page.getByText(`${TOKEN} image`).first()).toBeVisible();
  await expectInert(page, dialogs);
});
