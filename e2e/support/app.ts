import { createHash } from 'node:crypto';
import {
  COLLECTIONS,
  docPath,
  newUserRecord,
  newAnswer,
  newCategory,
  newQuestion,
} from '@queryhub/model';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { adminAuth, adminDb, uniqueEmail } from './admin.js';

/** Fixture helpers for the flows: users, posts and pictures, plus the axe check. */

export const PASSWORD = 'e2e-password-1';

export interface TestUser {
  uid: string;
  username: string;
  email: string;
  password: string;
}

/** A random lowercase word, so a test's texts never match another test's posts. */
export function uniqueWord(prefix = 'w'): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = prefix;
  for (let i = 0; i < 10; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** A small valid PNG, made with sharp. */
export async function pngFile(name = 'picture.png', color = { r: 30, g: 120, b: 200 }) {
  const buffer = await sharp({
    create: { width: 64, height: 48, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

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

/** The id of a display name's claim: SHA-256 of the lowercase name, upper-case hex. */
export function usernameClaimId(name: string): string {
  return createHash('sha256').update(name.toLowerCase()).digest('hex').toUpperCase();
}

/**
 * An Auth user, its Users record and the claim of its name, made with the Admin SDK (field
 * names of docs/data-model.md).
 */
export async function createUser(prefix: string, username?: string): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const name = username ?? `${prefix} ${uniqueWord('u')}`;
  const record = await adminAuth().createUser({
    email,
    password: PASSWORD,
    displayName: name,
  });
  await adminDb()
    .doc(docPath('users', record.uid))
    .set(newUserRecord({ uid: record.uid, displayName: name, email }, Timestamp.now()));
  await adminDb()
    .doc(docPath('userNames', usernameClaimId(name)))
    .set({ uid: record.uid });
  return { uid: record.uid, username: name, email, password: PASSWORD };
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
): Promise<TestUser> {
  const email = uniqueEmail(prefix);
  const username = `${prefix} ${uniqueWord('u')}`;
  await page.goto('/Register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  if (picture) await page.getByLabel('Profile Picture (optional)').setInputFiles(picture);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page).toHaveURL('/', { timeout: 30_000 });
  const user = await adminAuth().getUserByEmail(email);
  return { uid: user.uid, username, email, password: PASSWORD };
}

/** A category written as a signed-in client would, then summarised by onCategoryCreated. */
export async function createCategory(owner: TestUser, subject: string): Promise<string> {
  const ref = adminDb().collection(COLLECTIONS.categories).doc();
  await ref.set(
    newCategory({ id: ref.id, subject: subject, uid: owner.uid }, FieldValue.serverTimestamp()),
  );
  return ref.id;
}

/** A question without screenshot; Keywords and UserName come from the functions. */
export async function createQuestion(
  author: TestUser,
  category: { id: string; subject: string },
  text: string,
): Promise<string> {
  const ref = adminDb().collection(COLLECTIONS.questions).doc();
  await ref.set(
    newQuestion(
      {
        id: ref.id,
        question: text,
        category: { id: category.id, subject: category.subject },
        uid: author.uid,
      },
      FieldValue.serverTimestamp(),
    ),
  );
  return ref.id;
}

/** An answer without screenshot; Keywords and UserName come from the functions. */
export async function createAnswer(
  author: TestUser,
  question: { id: string; text: string; catId: string },
  text: string,
): Promise<string> {
  const ref = adminDb().collection(COLLECTIONS.answers).doc();
  await ref.set(
    newAnswer(
      {
        id: ref.id,
        answer: text,
        question: { id: question.id, question: question.text, catId: question.catId },
        uid: author.uid,
      },
      FieldValue.serverTimestamp(),
    ),
  );
  return ref.id;
}

/** Waits until the functions have computed a post's derived fields. */
export async function waitForDerivedFields(path: string, fields: string[]): Promise<void> {
  await expect
    .poll(
      async () => {
        const data = (await adminDb().doc(path).get()).data() ?? {};
        return fields.filter((field) => data[field] === undefined);
      },
      { timeout: 30_000, message: `${path}: derived fields ${fields.join(', ')}` },
    )
    .toEqual([]);
}

/** The URL text of a name: spaces as hyphens (the spec's rule), then percent-encoded. */
export function urlText(text: string): string {
  return encodeURIComponent(text.trim().replace(/\s+/g, '-'));
}
