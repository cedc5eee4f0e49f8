// What the browser flows share: the axe check, the app's dialogs, sign-in and sign-up through the
// pages, and waiting for the functions' derived fields. Users and posts come from the test kit.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import {
  adminAuth,
  adminDb,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueWord,
  type pngFile,
  type TestUser,
} from '@queryhub/testkit';
/**
 * Runs axe (WCAG 2 A and AA) on the page as it is now and fails with a readable list of
 * every serious or critical violation.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n'),
    );
  expect(blocking, `axe: serious/critical violations on ${page.url()}`).toEqual([]);
}

/**
 * Opens `url` as a user does: `goto` resolves at the load event and the test acts at once. A
 * server-rendered page is on screen before the app's modules have run; the page's boot script
 * holds a click made then and the app replays it once it is live (web/boot-script.js), so
 * nothing here waits for React.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
}

/** The open LOGIN/SUCCESS/... dialog (role alertdialog). */
export function dialog(page: Page) {
  return page.getByRole('alertdialog');
}

/** Checks the open dialog's title and text, then presses its OK button. */
export async function acknowledgeDialog(page: Page, title: string | RegExp, text: string | RegExp) {
  const open = dialog(page);
  await expect(open.getByRole('heading')).toHaveText(title);
  await expect(open).toContainText(text);
  await open.getByRole('button', { name: 'OK' }).click();
  await expect(open).toBeHidden();
}

/** Signs in through /Login and waits for the home page. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/Login');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
}

/** Registers through /Register (optionally with a picture) and returns the new user. */
export async function signUp(
  page: Page,
  prefix: string,
  picture?: Awaited<ReturnType<typeof pngFile>>,
  displayName = `${prefix} ${uniqueWord('u')}`,
): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  await page.goto('/Register');
  await page.getByLabel('Username').fill(displayName);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  if (picture) await page.getByLabel('Profile Picture (optional)').setInputFiles(picture);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL('/');
  const user = await adminAuth().getUserByEmail(email);
  return { uid: user.uid, displayName, email, password: TEST_PASSWORD };
}

/** Waits until the functions have computed a post's derived fields. */
export async function waitForDerivedFields(path: string, fields: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const data = (await adminDb().doc(path).get()).data() ?? {};
        return fields.filter((field) => data[field] === undefined);
      },
      { message: `${path}: derived fields ${fields.join(', ')}` },
    )
    .toEqual([]);
}

export { urlText } from './urls.js';

/**
 * Test setup: waits until the search route finds `word` (the mirror triggers have run), so a
 * search the test then types has something to find.
 */
export async function waitUntilSearchable(page: Page, word: string): Promise<void> {
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/search?q=${encodeURIComponent(word)}`);
      const body = (await response.json()) as { questions: unknown[]; answers: unknown[] };
      return body.questions.length + body.answers.length;
    })
    .toBeGreaterThan(0);
}

/** Types each tag into the ask or edit form's Tags combobox and adds it with Enter. */
export async function addTags(page: Page, ...tags: string[]): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Tags' });
  for (const tag of tags) {
    await field.fill(tag);
    await field.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Chosen tags' }).getByText(tag, { exact: true }),
    ).toBeVisible();
  }
}

/** A list's own items, not those of the lists inside them (a question card's tags). */
export function ownItems(list: Locator): Locator {
  return list.locator(':scope > li');
}
