import { expect, test, type APIResponse } from '@playwright/test';

// The hosting config in firebase.json, as served by the hosting emulator: a CSP that never lets
// inline or injected script run, the other protective headers on every response, and caching
// that never pins an old index.html but keeps hashed assets for a year.

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

/** Pages and the rewritten deep routes that all serve index.html. */
const HTML_PATHS = ['/', '/index.html', '/Category/some-id/Some-Name', '/Results/firebase'];

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
      expect(response.status()).toBe(200);
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

    test(`${path}: the HTML is revalidated on every visit (no-cache)`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.headers()['cache-control'] ?? '').toMatch(/\bno-cache\b|\bno-store\b/);
    });
  }

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
    await page.goto('/');
    await expect(page.locator('#root')).not.toBeEmpty();
    // The categories come from a live Firestore listener, which long-polls and so never lets the
    // network go idle: wait for its first answer instead, which exercises connect-src.
    await expect(
      page.getByText(/No Categories Created|This category contains queries related to/).first(),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });
});
