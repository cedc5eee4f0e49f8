import { describe, expect, it } from 'vitest';
import { createMarkdownParser } from '../src/index.js';
import { mentionNameAt } from '../src/mention-rule.js';
import { COMMENT_ALLOWED_TAGS, renderCommentMarkdown, renderPostMarkdown } from '../src/server.js';

const noImages = () => false;

/** Every tag name in the output. */
function tags(html: string): string[] {
  return Array.from(html.matchAll(/<([a-zA-Z][\w-]*)/g), (m) => (m[1] ?? '').toLowerCase());
}

describe('renderCommentMarkdown: inline Markdown only', () => {
  it('renders code, emphasis, strikethrough and links', () => {
    const html = renderCommentMarkdown(
      'Use `npm ci`, *not* **install**, ~~yarn~~; see [the docs](https://docs.npmjs.com).',
    );
    expect(html).toBe(
      'Use <code>npm ci</code>, <em>not</em> <strong>install</strong>, <s>yarn</s>; see ' +
        '<a href="https://docs.npmjs.com" rel="nofollow ugc noopener">the docs</a>.',
    );
  });

  it('turns no block into markup: headings, lists, quotes, fences and rules stay text', () => {
    const html = renderCommentMarkdown('# Title\n- item\n> quote\n```\ncode\n```\n---');
    expect(tags(html)).toEqual(['code']);
    expect(html).toContain('# Title - item &gt; quote');
  });

  it('loads no image: image syntax is at most a link the reader may follow', () => {
    const html = renderCommentMarkdown('![pixel](https://tracker.example/p.png) done here');
    expect(tags(html)).toEqual(['a']);
    expect(html).not.toContain('src=');
  });

  it('escapes raw HTML and drops unsafe link schemes', () => {
    const html = renderCommentMarkdown(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) ' +
        '[y](data:text/html,hi) <a href="https://evil.example">z</a>',
    );
    // Only the plain URL inside the escaped tag becomes a (safe) link.
    expect(tags(html)).toEqual(['a']);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/href="(javascript|data):/i);
  });

  it('keeps only the comment allow-list whatever the input', () => {
    const hostile = [
      '**[a](https://x.example "t")** `<b>` _e_ <https://auto.example> me@example.com',
      '[![img](https://x.example/i.png)](https://x.example)',
      '*'.repeat(300) + '['.repeat(300) + '`'.repeat(300),
    ];
    for (const text of hostile) {
      for (const tag of tags(renderCommentMarkdown(text))) {
        expect(COMMENT_ALLOWED_TAGS).toContain(tag);
      }
    }
  });

  it('stays bounded on a huge input (cut before rendering)', () => {
    const started = performance.now();
    const html = renderCommentMarkdown('*a '.repeat(100_000));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(html.length).toBeLessThan(10_000);
  });
});

describe('@mentions', () => {
  const mentions = new Map([
    ['Alice', '/User/u1/Alice'],
    ['bob.smith', '/User/u2/bob.smith'],
  ]);

  it('links resolved names, leaves unknown ones as text', () => {
    const html = renderCommentMarkdown('Thanks @Alice and @bob.smith, not @carol.', mentions);
    expect(html).toBe(
      'Thanks <a href="/User/u1/Alice" rel="nofollow ugc noopener">@Alice</a> and ' +
        '<a href="/User/u2/bob.smith" rel="nofollow ugc noopener">@bob.smith</a>, not @carol.',
    );
  });

  it('does not link inside code, inside a link, or in an e-mail address', () => {
    const html = renderCommentMarkdown(
      '`@Alice` [ask @Alice](https://x.example) alice@Alice.example',
      mentions,
    );
    expect(html).not.toContain('/User/u1');
  });

  it('links mentions in answers too, and only with a resolved map', () => {
    const withMap = renderPostMarkdown('Ask @Alice.', noImages);
    expect(withMap).not.toContain('/User/');
    const parser = createMarkdownParser();
    expect(parser.render('Ask @Alice.', { isAllowedImage: noImages, mentions })).toContain(
      '<a href="/User/u1/Alice"',
    );
  });

  it('reads the name after @ as the model does', () => {
    expect(mentionNameAt('hi @Zoë-K. bye', 3)).toBe('Zoë-K');
    expect(mentionNameAt('a@b', 1)).toBe('');
    expect(mentionNameAt('@', 0)).toBe('');
    expect(mentionNameAt(`@${'x'.repeat(80)}`, 0)).toHaveLength(50);
  });
});
