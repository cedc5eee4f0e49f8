import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-styles';

describe('inlineStylesheets', () => {
  const head =
    '<head><link rel="modulepreload" crossorigin href="/assets/a.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="manifest" href="/manifest.webmanifest"></head>';

  it('replaces a stylesheet link with the file inline and keeps every other link', () => {
    const html = inlineStylesheets(head, (file) => `/* ${file} */ body{margin:0}`);
    expect(html).toContain('<style>/* assets/index-abc.css */ body{margin:0}</style>');
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('refuses a stylesheet that would close the style element early', () => {
    expect(() => inlineStylesheets(head, () => 'a{}</style><script>alert(1)</script>')).toThrow(
      /cannot be inlined/,
    );
  });
});
