import { describe, expect, it } from 'vitest';
import { escapeHtml, renderDocument, splitShell } from './html';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Old description" />
    <title>QueryHub</title>
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><div class="app"><div class="inner">Loading</div></div></div>
    <noscript>QueryHub needs JavaScript to run.</noscript>
  </body>
</html>`;

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});

describe('splitShell + renderDocument', () => {
  it('replaces the title, description and the whole #root content, keeping the rest', () => {
    const html = renderDocument(splitShell(SHELL), {
      headTags: '<title>QueryHub • Home</title>',
      rootMarkup: '<main>Page</main>',
      bodyScripts: '<script type="application/json" id="data">{}</script>',
    });
    expect(html).not.toContain('Old description');
    expect(html).not.toContain('<title>QueryHub</title>');
    expect(html).not.toContain('Loading');
    expect(html).toContain('<title>QueryHub • Home</title></head>');
    expect(html).toContain(
      '<div id="root"><main>Page</main></div><script type="application/json" id="data">{}</script>\n    <noscript>',
    );
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
    expect(html.endsWith('</html>')).toBe(true);
  });

  it('refuses a page without #root or without a closing tag for it', () => {
    expect(() => splitShell('<html><head></head><body></body></html>')).toThrow();
    expect(() => splitShell('<html><head></head><body><div id="root"><div></body>')).toThrow();
  });
});
