// Playwright fixtures: what a browser test needs but does not test, made on demand and cleaned up
// after it. A spec imports `test` and `expect` from here instead of @playwright/test and names
// the fixtures it uses; unnamed fixtures are never built. Users and posts come from the test kit
// (Admin SDK writers with the model's builders), so only the flow under test goes through the UI.
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import {
  createUser,
  uniqueWord,
  writeCategory,
  writeQuestion,
  type CategoryRef,
  type TestUser,
} from '@queryhub/testkit';
import { expectAccessible, signIn } from './pages.js';
import { urls } from './urls.js';

/** A category the test's member wrote. */
interface SeededCategory extends CategoryRef {
  url: string;
}

/** A question the test's member asked in `category`. */
interface SeededQuestion {
  id: string;
  text: string;
  categoryId: string;
  url: string;
}

interface Fixtures {
  /** Runs axe (WCAG 2 A and AA) on the test's page; serious or critical violations fail. */
  axe: () => Promise<void>;
  /** A fresh verified member (e-mail/password), not signed in. */
  member: TestUser;
  /** `member`, signed in on the test's page through /Login. */
  signedInUser: TestUser;
  /** A fresh category written by `member`. */
  category: SeededCategory;
  /** A fresh question by `member` in `category`. */
  question: SeededQuestion;
  /**
   * Opens a page in a browser context of its own (another person at another computer), signed
   * in as `user` when one is given; every context it opens is closed after the test.
   */
  pageAs: (user?: TestUser, options?: BrowserContextOptions) => Promise<Page>;
}

export const test = base.extend<Fixtures>({
  axe: async ({ page }, use) => {
    await use(() => expectAccessible(page));
  },
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one needs
  // none, and `browserName` is a free option value (an empty pattern is a lint error).
  member: async ({ browserName: _none }, use) => {
    await use(await createUser({ prefix: 'member' }));
  },
  signedInUser: async ({ page, member }, use) => {
    await signIn(page, member.email, member.password);
    await use(member);
  },
  category: async ({ member }, use) => {
    const subject = `Category ${uniqueWord('c')}`;
    const category = await writeCategory(member, subject);
    await use({ ...category, url: urls.category(category.id, category.subject) });
  },
  question: async ({ member, category }, use) => {
    const text = `Why does ${uniqueWord('q')} fail`;
    const { id } = await writeQuestion(member, category, text);
    await use({ id, text, categoryId: category.id, url: urls.question(category.id, id, text) });
  },
  pageAs: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (user, options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      if (user) await signIn(page, user.email, user.password);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };
