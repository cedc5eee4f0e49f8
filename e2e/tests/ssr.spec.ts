import { docPath } from '@queryhub/model';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import {
  writeAnswer,
  writeCategory,
  writeQuestion,
  createUser,
  uniqueWord,
  type TestUser,
  type QuestionRef,
  urlOf,
} from '@queryhub/testkit';
import {
  dialog,
  expectAccessible,
  signIn,
  waitForDerivedFields,
  openPage,
  waitUntilSearchable,
} from '../pages.js';
import { urls } from '../urls.js';

// Server rendering (the `ssr` function behind Hosting rewrites): the content is in the first
// HTML, the browser hydrates it without a mismatch and then listens live.

interface Thread {
  author: TestUser;
  category: { id: string; subject: string };
  question: QuestionRef;
  answers: string[];
  url: string;
  /** A word only this thread's question contains. */
  searchWord: string;
}

async function createThread(answerCount: number): Promise<Thread> {
  const author = await createUser({ prefix: 'ssr' });
  const subject = `SSR ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(author, subject)).id, subject };
  const searchWord = uniqueWord('s');
  const text = `Does <b>${uniqueWord('q')}</b> render on the server ${searchWord}?`;
  const question = await writeQuestion(author, category, text);
  const questionId = question.id;
  const answers: string[] = [];
  for (let i = 0; i < answerCount; i += 1) {
    const answer = `Answer ${i + 1} ${uniqueWord('a')} & more`;
    const id = await writeAnswer(author, question, answer);
    answers.push(answer);
    await waitForDerivedFields(docPath('answers', id), ['UserName']);
  }
  await waitForDerivedFields(docPath('questions', questionId), ['UserName', 'Keywords']);
  const url = urls.question(category.id, questionId, text);
  return { author, category, question, answers, url, searchWord };
}

/**
 * Console errors (React reports hydration mismatches there, see main.tsx) and page errors.
 * `allowedStatus`: the document's own HTTP error status, which Chrome also logs.
 */
function collectErrors(page: Page, allowedStatus?: number): string[] {
  const errors: string[] = [];
  const expected = `the server responded with a status of ${allowedStatus} `;
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (allowedStatus && message.text().includes(expected)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** After hydration the post times switch from the server's UTC text to the reader's zone. */
async function expectHydrated(page: Page) {
  await expect(page.locator('time').first()).not.toContainText('UTC');
}

test('a question URL answers 200 with the question, its answers and QAPage JSON-LD', async ({
  request,
}) => {
  const thread = await createThread(2);
  const response = await request.get(thread.url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escapedQuestion = thread.question.text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(html).toContain(escapedQuestion);
  for (const answer of thread.answers) expect(html).toContain(answer.replace('&', '&amp;'));
  // User text never becomes markup.
  expect(html).not.toContain(`<b>${thread.question.text.match(/<b>(.*)<\/b>/)![1]}</b>`);
  expect(html).toMatch(/<title>QueryHub • Does &lt;b&gt;/);
  // When it was asked, in UTC until the reader's zone is known (the answers' PostTime).
  expect(html).toMatch(/asked <time [^>]*>[A-Z][a-z]{2} \d{1,2}, \d{4}, [^<]* UTC<\/time>/);
  expect(html).toContain('<meta name="description"');
  expect(html).toContain(`<link rel="canonical" href="${urlOf('hosting')}/Questions/`);
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('<meta name="twitter:card"');
  // The first paint waits for no stylesheet request: the app's one stylesheet is inline.
  expect(html).toMatch(/<style>[^<]*\.post-card__text\{/);
  expect(html).not.toContain('rel="stylesheet"');

  const ldText = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
  expect(ldText, 'QAPage JSON-LD').toBeTruthy();
  const ld = JSON.parse(ldText!) as {
    '@type': string;
    mainEntity: { name: string; answerCount: number; suggestedAnswer: { text: string }[] };
  };
  expect(ld['@type']).toBe('QAPage');
  expect(ld.mainEntity.name).toBe(thread.question.text);
  expect(ld.mainEntity.answerCount).toBe(2);
  expect(ld.mainEntity.suggestedAnswer.map((a) => a.text).sort()).toEqual(
    [...thread.answers].sort(),
  );

  const headers = response.headers();
  expect(headers['cache-control']).toMatch(/\bpublic\b/);
  expect(headers['cache-control']).toMatch(/\bs-maxage=\d+/);
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
});

test('a Markdown question page is served from the stored Html, and its JSON-LD from the text', async ({
  request,
}) => {
  const author = await createUser({ prefix: 'ssr-md' });
  const subject = `SSR ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(author, subject)).id, subject };
  const word = uniqueWord('md');
  const text = `Why is ${word} **bold**?\n\nSee <i>this</i> and \`code\`.`;
  const questionId = (await writeQuestion(author, category, text)).id;
  const answerText = `Use **${word}** <script>alert(1)</script>`;
  const answerId = await writeAnswer(
    author,
    { id: questionId, text, categoryId: category.id },
    answerText,
  );
  await waitForDerivedFields(docPath('questions', questionId), ['Html', 'UserName']);
  await waitForDerivedFields(docPath('answers', answerId), ['Html', 'UserName']);

  const response = await request.get(urls.question(category.id, questionId, 'Why'));
  expect(response.status()).toBe(200);
  const html = await response.text();
  // The sanitizer's markup (the data blocks escape every '<', so this is the page's own).
  expect(html).toContain('<strong>bold</strong>');
  expect(html).toContain('<code>code</code>');
  expect(html).toContain(`<strong>${word}</strong>`);
  // Raw HTML in the Markdown stays text.
  expect(html).not.toContain('<i>this</i>');
  expect(html).not.toContain('<script>alert(1)</script>');

  const ldText = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
  const ld = JSON.parse(ldText!) as {
    mainEntity: { text: string; suggestedAnswer: { text: string }[] };
  };
  expect(ld.mainEntity.text).toBe(text);
  expect(ld.mainEntity.suggestedAnswer.map((a) => a.text)).toEqual([answerText]);
});

test('a missing question or category, or an unknown path, answers 404 with the not-found page', async ({
  page,
  request,
}) => {
  for (const path of [
    '/Questions/nope/no-such-question/Gone',
    '/Category/no-such-category/Gone',
    '/No/Such/Page',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  }
  const errors = collectErrors(page, 404);
  const response = await page.goto('/Questions/nope/no-such-question/Gone');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page.getByRole('heading', { name: 'CATEGORIES' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a question page hydrates without errors, then shows new answers live', async ({
  page,
  axe,
}) => {
  const thread = await createThread(2);
  const errors = collectErrors(page);
  await openPage(page, thread.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(thread.question.text);
  await expectHydrated(page);
  await expect(page).toHaveTitle(/^QueryHub • /);
  await axe();
  // The question's "asked" time hydrated without a mismatch and shows in the reader's zone.
  const asked = page.getByText(/^asked [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(asked).toBeVisible();
  await expect(asked).not.toContainText('UTC');

  const live = `Live answer ${uniqueWord('l')}`;
  await writeAnswer(thread.author, thread.question, live);
  await expect(page.getByText(live)).toBeVisible();
  expect(errors).toEqual([]);
});

test('category and home pages hydrate without errors and update live', async ({ page, axe }) => {
  const thread = await createThread(0);
  const errors = collectErrors(page);
  await openPage(page, urls.category(thread.category.id, thread.category.subject));
  await expect(page.getByRole('link', { name: thread.question.text })).toBeVisible();
  await expectHydrated(page);
  await axe();
  const second = `Second question ${uniqueWord('s')}?`;
  await writeQuestion(thread.author, thread.category, second);
  await expect(page.getByRole('link', { name: second })).toBeVisible();

  await openPage(page, '/');
  await expect(page.getByRole('link', { name: thread.category.subject })).toBeVisible();
  const newSubject = `Live ${uniqueWord('h')}`;
  await writeCategory(thread.author, newSubject);
  await expect(page.getByRole('link', { name: newSubject })).toBeVisible();
  expect(errors).toEqual([]);
});

test('search results come in the first HTML and hydrate without errors', async ({
  page,
  request,
}) => {
  const thread = await createThread(0);
  const path = urls.results(thread.searchWord);
  await waitUntilSearchable(page, thread.searchWord);
  const html = await (await request.get(path)).text();
  expect(html).toContain(`render on the server ${thread.searchWord}?`);
  const errors = collectErrors(page);
  await openPage(page, path);
  await expect(page.getByRole('link', { name: thread.question.text })).toBeVisible();
  await expectHydrated(page);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test.describe('the sign-in state is unknown for a moment', () => {
  // No service worker: it would answer the reload with the cached app shell and serve the Auth
  // chunk from its cache, out of page.route's reach.
  test.use({ serviceWorkers: 'block' });

  test('a signed-in click right after a reload, before the sign-in state is known, opens the form', async ({
    page,
  }) => {
    const thread = await createThread(1);
    await signIn(page, thread.author.email, thread.author.password);
    await openPage(page, thread.url);
    await expect(page.getByRole('link', { name: 'ANSWER THE QUESTION' })).toBeVisible();

    // Hold the Auth SDK's chunk back, as a slow phone would, so the click lands while the state
    // is unknown.
    let releaseAuth: () => void = () => undefined;
    const authHeld = new Promise<void>((resolve) => (releaseAuth = resolve));
    await page.route(/\/assets\/auth-[^/]*\.js$/, async (route) => {
      await authHeld;
      await route.continue();
    });
    await page.reload();
    await expectHydrated(page);
    const button = page.getByRole('button', { name: 'ANSWER THE QUESTION' });
    await button.click();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    releaseAuth();
    await expect(page).toHaveURL(new RegExp(`/Reply/${thread.category.id}/${thread.question.id}/`));
    await expect(dialog(page)).toBeHidden();
  });
});
