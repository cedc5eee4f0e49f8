import { docPath } from '@queryhub/model';
import { adminDb, createUser, uniqueWord, writeCategory, writeQuestion } from '@queryhub/testkit';
import { expect, test } from '../fixtures.js';

// robots.txt and favicon.ico come from the hosting output (web's build writes robots.txt), so
// they answer under the emulators too, where the functions runtime would 404 them itself.

test('robots.txt is served through hosting and names a sitemap that is there', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  const sitemap = text.match(/^Sitemap: (https?:\/\/\S+\/sitemap\.xml)$/m)?.[1];
  expect(sitemap, 'a Sitemap: line with an absolute URL').toBeTruthy();
  const sitemapResponse = await request.get(new URL(sitemap!).pathname);
  expect(sitemapResponse.status()).toBe(200);
  expect(await sitemapResponse.text()).toContain('<loc>');
});

test('favicon.ico is served through hosting as an icon', async ({ request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/icon/);
  // An ICO file starts with reserved 0, type 1 (icon).
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

// A hidden question (three flags, or a moderator) is not sent to crawlers.
test('the sitemap lists visible questions, never a hidden one', async ({ request }) => {
  const author = await createUser({ prefix: 'sitemap' });
  const subject = `Sitemap ${uniqueWord('c')}`;
  const category = { id: (await writeCategory(author, subject)).id, subject };
  const visible = await writeQuestion(author, category, `Visible ${uniqueWord('q')} question`);
  const hidden = await writeQuestion(author, category, `Cheap ${uniqueWord('q')} pills here`);
  await adminDb().doc(docPath('questions', hidden.id)).update({ Hidden: true, FlagCount: 3 });
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/${visible.id}/`);
  expect(sitemap).not.toContain(hidden.id);
});
