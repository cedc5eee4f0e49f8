import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BOOT_SCRIPT,
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  deferModuleScripts,
  deferredPreloadTags,
} from './deferred-scripts';

const shell =
  `<!doctype html><html><head><script>${BOOT_SCRIPT}</script>` +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-2.js">' +
  '<link rel="manifest" href="/manifest.webmanifest">' +
  '</head><body><div id="root"></div></body></html>';

describe('deferModuleScripts', () => {
  const deferred = deferModuleScripts(shell);

  it('leaves no module script or modulepreload the browser would fetch before the first paint', () => {
    expect(deferred).not.toContain('type="module"');
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain(
      `<script type="${DEFERRED_MODULE_TYPE}" src="/assets/index-1.js"></script>`,
    );
    expect(deferred).toContain(`<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/shared-2.js" />`);
    expect(deferred).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('keeps the boot script first in the head', () => {
    expect(deferred.startsWith(`<!doctype html><html><head><script>${BOOT_SCRIPT}</script>`)).toBe(
      true,
    );
  });

  it('refuses a shell without a module script, which would never start the app', () => {
    expect(() =>
      deferModuleScripts(`<html><head><script>${BOOT_SCRIPT}</script></head><body></body></html>`),
    ).toThrow(/no module script/);
  });

  it('refuses a shell without the boot script, which would never start the deferred scripts', () => {
    expect(() => deferModuleScripts(shell.replace(BOOT_SCRIPT, ''))).toThrow(/no boot script/);
  });
});

describe('deferredPreloadTags', () => {
  it('writes one inert preload link per file', () => {
    expect(deferredPreloadTags(['assets/a.js'])).toBe(
      `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/a.js" />`,
    );
  });
});

describe('the CSP', () => {
  it('allows the boot script by its hash, and no other inline script', () => {
    const config = JSON.parse(
      readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
    ) as { hosting: { headers: { headers: { key: string; value: string }[] }[] } };
    const csp = config.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value;
    const scriptSrc = csp
      ?.split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1);
    const hash = createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64');
    // apis.google.com: the Auth SDK's redirect sign-in loads Google's iframe library from there.
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`, 'https://apis.google.com']);
  });
});
