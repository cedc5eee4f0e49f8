import { docPath } from '@queryhub/model';
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { createUser, uniqueWord, writeCategory, writeQuestion } from '@queryhub/testkit';
import {
  acknowledgeDialog,
  addTags,
  expectAccessible,
  openPage,
  signIn,
  waitForDerivedFields,
} from '../pages.js';
import { urls } from '../urls.js';

// Math: the ask form previews formulas (KaTeX in the lazily loaded preview chunk), the render
// trigger stores them as KaTeX HTML, and readers get that HTML with KaTeX's stylesheet and fonts
// only: no math script, and no KaTeX file at all on a page without math.

const STYLESHEET = '/katex/katex.min.css';
/** Text that minification keeps in KaTeX's code (web/scripts/check-budget.ts). */
const KATEX_CODE = 'KaTeX parse error';

interface Loads {
  /** The paths of every request the page made. */
  urls: string[];
  /** The scripts whose code contains KaTeX. */
  katexScripts: string[];
  /** Script bodies still being read. */
  reading: number;
}

function watchLoads(page: Page): Loads {
  const loads: Loads = { urls: [], katexScripts: [], reading: 0 };
  page.on('request', (request) => loads.urls.push(new URL(request.url()).pathname));
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    loads.reading += 1;
    const body = await response.text().catch(() => '');
    if (body.includes(KATEX_CODE)) loads.katexScripts.push(response.url());
    loads.reading -= 1;
  });
  return loads;
}

/** No script with KaTeX's code was loaded (once every script body seen was read). */
async function expectNoKatexScript(loads: Loads): Promise<void> {
  await expect.poll(() => loads.reading).toBe(0);
  expect(loads.katexScripts).toEqual([]);
}

test('ask a question with formulas, preview them, and read them rendered with KaTeX’s stylesheet only', async ({
  page,
}) => {
  const user = await createUser({ prefix: 'math' });
  const subject = `Math ${uniqueWord('c')}`;
  const catId = (await writeCategory(user, subject)).id;
  await signIn(page, user.email, user.password);

  await openPage(page, urls.ask(catId, subject));
  await expect(page.getByRole('heading', { name: 'ASK A QUESTION' })).toBeVisible();
  const title = `Why is ${uniqueWord('q')} the golden ratio?`;
  const text = [
    title,
    '',
    'The ratio $\\varphi = \\frac{1 + \\sqrt{5}}{2}$ costs \\$5 to compute, `$not math$`:',
    '',
    '$$',
    '\\varphi^2 = \\varphi + 1',
    '$$',
  ].join('\n');
  await page.getByLabel('Your question').fill(text);
  await addTags(page, 'math');

  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: '\\varphi^2 = \\varphi + 1' })).toBeVisible();
  await expect(preview.locator('.katex')).toHaveCount(2);
  await expect(preview.locator('code')).toHaveText('$not math$');

  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await acknowledgeDialog(page, 'SUCCESS', `Submitted Question : ${title}`);
  await expect(page).toHaveURL(new RegExp(`/Questions/${catId}/[A-Za-z0-9_-]+/`));

  // The stored Html arrives live once the trigger ran: KaTeX markup, laid out by its stylesheet.
  const body = page.locator('.post-html');
  const inline = body.getByRole('img', { name: '\\varphi = \\frac{1 + \\sqrt{5}}{2}' });
  await expect(inline).toBeVisible();
  await expect(body.locator('.katex-display')).toHaveCount(1);
  await expect(body).toContainText('costs $5 to compute');
  await expect(body.locator('code')).toHaveText('$not math$');
  await expect(page.locator(`head link[rel="stylesheet"][href="${STYLESHEET}"]`)).toHaveCount(1);
  await expect(body.locator('.katex').first()).toHaveCSS('font-family', /KaTeX_Main/);
  await expectAccessible(page);

  // A reader's fresh load of the server-rendered page: the stylesheet is in the head, the fonts
  // come from our origin, and no script with KaTeX's code is loaded.
  const loads = watchLoads(page);
  await page.reload();
  await expect(inline).toBeVisible();
  await expect(page.locator(`head link[href="${STYLESHEET}"]`)).toHaveCount(1);
  await expect(body.locator('.katex').first()).toHaveCSS('font-family', /KaTeX_Main/);
  await expect
    .poll(() => loads.urls.some((path) => /^\/katex\/fonts\/.+\.woff2$/.test(path)))
    .toBe(true);
  expect(loads.urls).toContain(STYLESHEET);
  expect(loads.urls.filter((path) => /render-preview/.test(path))).toEqual([]);
  await expectNoKatexScript(loads);
});

test('a question page without math loads no KaTeX stylesheet, font or script', async ({ page }) => {
  const author = await createUser({ prefix: 'nomath' });
  const subject = `No math ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(author, subject)).id, subject };
  const text = `Is ${uniqueWord('q')} free?\n\nIt costs $5 and $10, and \`$x$\` is code.`;
  const question = await writeQuestion(author, category, text);
  await waitForDerivedFields(docPath('questions', question.id), ['Html']);

  const loads = watchLoads(page);
  await openPage(page, urls.question(category.id, question.id, text));
  const body = page.locator('.post-html');
  await expect(body).toContainText('It costs $5 and $10');
  await expect(body.locator('code')).toHaveText('$x$');
  await expect(page.locator('link[href*="katex"]')).toHaveCount(0);
  expect(loads.urls.filter((path) => path.startsWith('/katex/'))).toEqual([]);
  await expectNoKatexScript(loads);
});
