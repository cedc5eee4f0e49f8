import { createHash } from 'node:crypto';
import { type APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { BUCKET, urlOf } from '@queryhub/testkit';
import { openPage } from '../pages.js';

// The hosting config in firebase.json, as served by the hosting emulator: a CSP that never lets
// inline or injected script run (but for the server-rendered pages' boot script, by its hash),
// the other protective headers on every response, and caching that never pins an old index.html
// but keeps hashed assets for a year.

/** The CSP directives of a response, by name. */
function cspDirectives(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The only places images come from: our own bucket, on the emulator and in production. */
const EMULATOR_BUCKET = `${urlOf('storage')}/v0/b/${BUCKET}/`;
const HEADER_IMG_SRC = ["'self'", 'https://firebasestorage.googleapis.com/v0/b/', EMULATOR_BUCKET];

/** The app shell and the routes Hosting rewrites to it (static, no server rendering). */
const SHELL_PATHS = [
  '/app-shell.html',
  '/Login',
  '/Contact',
  '/ResetPassword',
  '/Auth/Action',
  '/Welcome',
];
/** Pages the `ssr` function renders (a missing category still gets the headers, with a 404). */
const RENDERED_PATHS = ['/', '/Category/some-id/Some-Name', '/Results/firebase'];
const HTML_PATHS = [...SHELL_PATHS, ...RENDERED_PATHS];

async function firstAssetPath(response: APIResponse): Promise<string> {
  const html = await response.text();
  const asset = html.match(/(?:src|href)="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset, 'index.html links a hashed script under /assets/').toBeTruthy();
  return asset!;
}

test.describe('security headers', () => {
  for (const path of HTML_PATHS) {
    test(`${path}: CSP without inline or eval script, nosniff, referrer and permissions policies`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect([200, 404]).toContain(response.status());
      const csp = cspDirectives(response);
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
      expect(scriptSrc, 'script-src (or default-src) is set').toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain('*');
      expect(scriptSrc).not.toContain('data:');
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);

      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect([
        'no-referrer',
        'same-origin',
        'strict-origin',
        'strict-origin-when-cross-origin',
      ]).toContain(headers['referrer-policy']);
      const permissions = headers['permissions-policy'] ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
        expect(permissions).toContain(feature);
      }
    });
  }

  for (const path of HTML_PATHS) {
    test(`${path}: images only from our own bucket (header and the build's meta policy)`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(cspDirectives(response).get('img-src')).toEqual(HEADER_IMG_SRC);
      // The build narrows the header's Storage origin to the one bucket it was configured for
      // (the emulator's here); the browser enforces both policies. Server-rendered pages are
      // built from the same app shell, so they carry it too.
      const html = await response.text();
      const metas = [...html.matchAll(/http-equiv="Content-Security-Policy" content="([^"]*)"/g)];
      expect(metas.map((match) => match[1])).toEqual([`img-src 'self' ${EMULATOR_BUCKET}`]);
    });
  }

  for (const path of SHELL_PATHS) {
    test(`${path}: the app shell is revalidated on every visit (no-cache)`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.headers()['cache-control'] ?? '').toMatch(/\bno-cache\b|\bno-store\b/);
    });
  }

  for (const path of RENDERED_PATHS) {
    test(`${path}: a server-rendered page may be cached by the CDN for a short time`, async ({
      request,
    }) => {
      const response = await request.get(path);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl).toMatch(/\bpublic\b/);
      expect(cacheControl).toMatch(/\bs-maxage=([1-9]\d{0,2})\b/);
      // Shared HTML is the signed-out view: no account link, no per-user data.
      expect(await response.text()).not.toContain('Your profile');
    });
  }

  test('the initial data and JSON-LD are data blocks; the one inline script runs only by its CSP hash', async ({
    request,
  }) => {
    const response = await request.get('/');
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, , body]) => body!.trim() !== '',
    );
    const dataBlocks = inline.filter(([, attributes]) =>
      /type="application\/(json|ld\+json)"/.test(attributes!),
    );
    const executable = inline.filter((script) => !dataBlocks.includes(script));
    expect(dataBlocks.length).toBeGreaterThan(0);
    // The boot script (web/boot-script.js: theme, early input, scripts after the first paint):
    // fixed text, allowed by its sha256 and by nothing else.
    expect(executable).toHaveLength(1);
    const [, attributes, body] = executable[0]!;
    expect(attributes!.trim()).toBe('');
    const hash = createHash('sha256').update(body!, 'utf8').digest('base64');
    // apis.google.com: the Auth SDK's redirect sign-in loads Google's iframe library from there.
    expect(cspDirectives(response).get('script-src')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
      'https://apis.google.com',
    ]);
  });

  test('/assets/*: hashed files are cached for a year, immutable, with the same CSP', async ({
    request,
  }) => {
    const asset = await firstAssetPath(await request.get('/'));
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl).toContain('immutable');
    expect(cacheControl).toContain('max-age=31536000');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-type']).toMatch(/javascript/);
  });

  test('the browser blocks images from another bucket or host', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('#root')).not.toBeEmpty();
    const foreign = [
      `${urlOf('storage')}/v0/b/other-project.appspot.com/o/x.png?alt=media`,
      'https://firebasestorage.googleapis.com/v0/b/other-project.appspot.com/o/x.png',
      'https://evil.example/pixel.gif?u=/v0/b/demo-queryhub.appspot.com/o/x',
    ];
    const ours = `${EMULATOR_BUCKET}o/missing.webp?alt=media`;
    const blocked = await page.evaluate(
      async (sources) => {
        const seen = new Set<string>();
        document.addEventListener('securitypolicyviolation', (event) => {
          if (event.violatedDirective.startsWith('img-src')) seen.add(event.blockedURI);
        });
        for (const src of sources) {
          const image = document.createElement('img');
          image.src = src;
          document.body.append(image);
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
        return [...seen];
      },
      [...foreign, ours],
    );
    // Each foreign source is refused (by the header, the page's policy, or both); ours is not.
    expect(blocked.sort()).toEqual([...foreign].sort());
  });

  test('the app runs under the CSP with no violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await openPage(page, '/');
    await expect(page.locator('#root')).not.toBeEmpty();
    // The categories come from a live Firestore listener, which long-polls and so never lets the
    // network go idle: wait for its first answer instead, which exercises connect-src.
    await expect(
      page.getByText(/No Categories Created|This category contains queries related to/).first(),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });
});
