import { describe, expect, it } from 'vitest';
import { fullTitle, renderHeadTags, summarize } from './head';

describe('summarize', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(summarize('  a\n b  ')).toBe('a b');
  });
  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(100);
    const summary = summarize(text, 40);
    expect(summary.length).toBeLessThanOrEqual(40);
    expect(summary.endsWith('word…')).toBe(true);
  });
});

describe('renderHeadTags', () => {
  const head = {
    title: 'Is "<b>" bold?',
    description: 'A & B',
    canonicalUrl: 'https://example.com/Questions/c/q/Is-%22%3Cb%3E%22-bold%3F',
    type: 'article' as const,
  };

  it('starts the title with the product name and a bullet', () => {
    expect(fullTitle('Home')).toBe('QueryHub • Home');
  });

  it('writes title, description, canonical, Open Graph and Twitter tags, escaped', () => {
    const tags = renderHeadTags(head);
    expect(tags).toContain('<title>QueryHub • Is &quot;&lt;b&gt;&quot; bold?</title>');
    expect(tags).toContain('<meta name="description" content="A &amp; B" />');
    expect(tags).toContain(`<link rel="canonical" href="${head.canonicalUrl}" />`);
    expect(tags).toContain('<meta property="og:type" content="article" />');
    expect(tags).toContain(`<meta property="og:url" content="${head.canonicalUrl}" />`);
    expect(tags).toContain(
      '<meta property="og:title" content="QueryHub • Is &quot;&lt;b&gt;&quot; bold?" />',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    expect(tags).not.toContain('noindex');
    expect(tags).not.toContain('ld+json');
  });

  it('marks 404 pages noindex and writes JSON-LD as a data block that cannot end the script', () => {
    const tags = renderHeadTags({
      ...head,
      noindex: true,
      jsonLd: { name: '</script><script>alert(1)</script>' },
    });
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).toContain('<script type="application/ld+json">');
    expect(tags).not.toContain('</script><script>alert(1)');
    expect(tags).toContain('\\u003c/script\\u003e');
  });

  it('announces alternate forms (feeds, Markdown) as link tags, escaped', () => {
    const tags = renderHeadTags({
      ...head,
      alternates: [
        {
          type: 'application/atom+xml',
          href: 'https://example.com/feeds/tags/c%2B%2B.atom',
          title: 'QueryHub: "C" & <C++>',
        },
      ],
    });
    expect(tags).toContain(
      '<link rel="alternate" type="application/atom+xml" title="QueryHub: &quot;C&quot; &amp; &lt;C++&gt;" href="https://example.com/feeds/tags/c%2B%2B.atom" />',
    );
    expect(renderHeadTags(head)).not.toContain('rel="alternate"');
  });
});
