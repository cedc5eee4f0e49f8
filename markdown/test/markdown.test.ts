import { describe, expect, it } from 'vitest';
import { bucketImagePolicy, POST_LINK_REL } from '../src/index.js';
import { markdownToPlainText, renderPostMarkdown, sanitizePostHtml } from '../src/server.js';

const BUCKET = 'demo-queryhub.appspot.com';
const isOurImage = bucketImagePolicy(BUCKET, '127.0.0.1:9199');
const OUR_IMAGE = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/Question's_Screenshot%2Fu1%2Fq1?alt=media`;

function render(markdown: string): string {
  return renderPostMarkdown(markdown, isOurImage);
}

const ALLOWED_TAGS = new Set(
  'p br hr h3 h4 h5 h6 blockquote pre code span em strong s del a ul ol li table thead tbody tr th td img svg path line'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'title',
  'rel',
  'src',
  'alt',
  'loading',
  'start',
  'style',
  'class',
]);

/** Every element and attribute of the output, so a test can say nothing else came out. */
function elements(html: string): { tag: string; attributes: Record<string, string> }[] {
  return Array.from(html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g), ([, tag = '', rest = '']) => ({
    tag: tag.toLowerCase(),
    attributes: Object.fromEntries(
      Array.from(rest.matchAll(/([^\s="'/]+)(?:="([^"]*)")?/g), ([, name = '', value = '']) => [
        name.toLowerCase(),
        value,
      ]),
    ),
  }));
}

/** Nothing executable or external: known tags and attributes only, safe URLs, our images only. */
function expectSafe(html: string): void {
  expect(html).not.toMatch(/<\s*(script|math|iframe|object|embed|style|form|input)/i);
  for (const { tag, attributes } of elements(html)) {
    expect(ALLOWED_TAGS).toContain(tag);
    for (const [name, value] of Object.entries(attributes)) {
      expect(ALLOWED_ATTRIBUTES).toContain(name);
      expect(value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
    if (tag === 'a' && attributes.href !== undefined) {
      expect(attributes.href).toMatch(/^(https?:|mailto:)/);
      expect(attributes.rel).toBe(POST_LINK_REL);
    }
    if (tag === 'img')
      expect(isOurImage((attributes.src ?? '').replaceAll('&amp;', '&'))).toBe(true);
  }
}

function cpuMillis(work: () => void): number {
  const start = process.cpuUsage();
  work();
  const { user, system } = process.cpuUsage(start);
  return (user + system) / 1000;
}

describe('renderPostMarkdown: the dialect', () => {
  it('renders CommonMark emphasis, lists, quotes and headings below the page outline', () => {
    const html = render('# Title\n\nSome **bold** and _italic_.\n\n- one\n- two\n\n> quoted');
    expect(html).toContain('<h3>Title</h3>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>italic</em>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<blockquote>\s*<p>quoted<\/p>/);
  });

  it('renders GFM tables with alignment, strikethrough and autolinks', () => {
    const html = render('| a | b |\n|:--|--:|\n| 1 | 2 |\n\n~~gone~~ see https://example.com/x');
    expect(html).toContain('<th style="text-align:left">a</th>');
    expect(html).toContain('<td style="text-align:right">2</td>');
    expect(html).toContain('<s>gone</s>');
    expect(html).toContain(
      `<a href="https://example.com/x" rel="${POST_LINK_REL}">https://example.com/x</a>`,
    );
  });

  it('does not turn file names into links', () => {
    expect(render('Edit main.py and readme.md')).not.toContain('<a');
  });

  it('keeps single line breaks, so plain-text posts read as before', () => {
    expect(render('first line\nsecond line')).toBe('<p>first line<br />\nsecond line</p>\n');
  });

  it('highlights fenced code of a named language with hljs classes', () => {
    const html = render('```ts\nconst answer: number = 42;\n```');
    expect(html).toContain('<pre><code class="language-ts">');
    expect(html).toContain('<span class="hljs-keyword">const</span>');
    expect(html).toContain('<span class="hljs-number">42</span>');
  });

  it('shows code of an unknown or missing language escaped, without highlighting', () => {
    expect(render('```nosuchlang\n<b>x</b>\n```')).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(render('    indented <i>\n')).toBe('<pre><code>indented &lt;i&gt;\n</code></pre>\n');
  });

  it('shows images from our bucket and turns other http images into links', () => {
    const html = render(`![mine](${OUR_IMAGE}) ![theirs](https://tracker.example/pixel.png)`);
    expect(html).toContain('<img src="http://127.0.0.1:9199/v0/b/demo-queryhub.appspot.com/o/');
    expect(html).toContain('alt="mine"');
    expect(html).toContain(
      `<a href="https://tracker.example/pixel.png" rel="${POST_LINK_REL}">theirs</a>`,
    );
    expect(elements(html).filter(({ tag }) => tag === 'img')).toHaveLength(1);
  });
});

describe('renderPostMarkdown: hostile content', () => {
  const hostile: [string, string][] = [
    ['a script tag', '<script>alert(1)</script>'],
    ['a script in a paragraph', 'text <script src="https://evil.example/x.js"></script> more'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['an encoded javascript: link', '[click](jav&#x61;script:alert(1)) [c2](JAVASCRIPT:alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
    ['event attributes', '<img src=x onerror=alert(1)> <a href="#" onclick="alert(1)">x</a>'],
    ['an attribute smuggled in a title', '[x](https://a.example "t\\" onmouseover=\\"alert(1))'],
    ['SVG', '<svg onload=alert(1)><script>alert(1)</script></svg>'],
    ['SVG as an image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
    ['a data URL image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
    ['a data URL link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an external image', '![pixel](https://tracker.example/p.gif)'],
    ['a protocol-relative image', '![pixel](//tracker.example/p.gif)'],
    [
      'an image on a look-alike host',
      `![x](http://127.0.0.1:9199.evil.example/v0/b/${BUCKET}/o/a)`,
    ],
    ['an image in another bucket', '![x](http://127.0.0.1:9199/v0/b/other-bucket/o/a.png)'],
    [
      'raw HTML blocks',
      '<div style="position:fixed">x</div>\n\n<iframe src="https://evil.example"></iframe>',
    ],
    ['a form', '<form action="https://evil.example"><input name=x></form>'],
    ['a style tag', '<style>body{display:none}</style>'],
    ['a code fence named like HTML', '```"><script>alert(1)</script>\ncode\n```'],
  ];

  it.each(hostile)('%s yields nothing executable or external', (_name, markdown) => {
    expectSafe(render(markdown));
  });

  it('keeps the text of raw HTML as visible text', () => {
    expect(render('<script>alert(1)</script>')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('the sanitizer alone refuses what the parser never emits', () => {
    const html = sanitizePostHtml(
      '<p onclick="x()">a<script>b()</script><svg><circle/></svg>' +
        `<a href="javascript:x()">l</a><img src="https://evil.example/a.png"><img src="${OUR_IMAGE}">` +
        '<a href="https://ok.example" rel="opener" target="_blank">ok</a>' +
        '<span class="hljs-keyword evil">k</span><td style="color:red;text-align:center">c</td></p>',
      isOurImage,
    );
    expectSafe(html);
    expect(html).not.toContain('b()');
    // SVG is admitted for KaTeX's glyphs (math.test.ts), without any element or attribute of its own.
    expect(html).toContain('a<svg></svg><a');
    expect(html).toContain(`<a href="https://ok.example" rel="${POST_LINK_REL}">ok</a>`);
    expect(html).toContain('<span class="hljs-keyword">k</span>');
    expect(html).not.toContain('evil');
    expect(html).not.toContain('color');
    expect(elements(html).filter(({ tag }) => tag === 'img')).toHaveLength(1);
  });

  const bounded: [string, string][] = [
    ['10000 nested bullet lists', '- '.repeat(5000)],
    [
      '10000 nested lists on their own lines',
      Array.from({ length: 10000 }, (_, i) => `${' '.repeat(Math.min(i * 2, 200))}- x`)
        .join('\n')
        .slice(0, 10000),
    ],
    ['10000 nested ordered lists', '1. '.repeat(3333)],
    ['10000 nested quotes', '>'.repeat(10000)],
    ['10000 open brackets', '['.repeat(10000)],
    ['10000 emphasis markers', '*_'.repeat(5000)],
    ['10000 angle brackets', '<'.repeat(10000)],
    ['10000 backticks', '`'.repeat(10000)],
    ['a 10000-character word in C#', '```csharp\n' + 'a'.repeat(9980) + '\n```'],
    ['10000 characters of C# lines', '```csharp\n' + ('a'.repeat(299) + '\n').repeat(33) + '```'],
    [
      '10000 characters of mixed code blocks',
      '```js\nfunction f(a) { return a + "x"; }\n```\n\n'.repeat(250).slice(0, 10000),
    ],
    ['a 10000-cell table', '| a |\n|-|\n' + '|x'.repeat(4990)],
    ['10000 links', '[a](https://a.example)'.repeat(455)],
  ];

  it.each(bounded)('%s renders safely within 1 s of CPU', (_name, markdown) => {
    expect(markdown.length).toBeGreaterThan(9000);
    let html = '';
    const millis = cpuMillis(() => {
      html = render(markdown);
    });
    expect(millis).toBeLessThan(1000);
    expectSafe(html);
  });

  it('bounds list nesting', () => {
    const html = render('- '.repeat(5000));
    expect(html.match(/<ul>/g)?.length ?? 0).toBeLessThanOrEqual(20);
  });
});

describe('bucketImagePolicy', () => {
  const production = bucketImagePolicy(BUCKET);

  it('accepts download URLs of objects in our bucket only', () => {
    expect(
      production(`https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/a%2Fb?alt=media`),
    ).toBe(true);
    expect(production(`https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/`)).toBe(false);
    expect(production(`https://firebasestorage.googleapis.com/v0/b/other/o/a`)).toBe(false);
    expect(production(`https://user:pw@firebasestorage.googleapis.com/v0/b/${BUCKET}/o/a`)).toBe(
      false,
    );
    expect(production(`http://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/a`)).toBe(false);
    expect(production(`https://evil.example/v0/b/${BUCKET}/o/a`)).toBe(false);
    expect(production('not a url')).toBe(false);
  });

  it('uses the Storage emulator origin when given', () => {
    expect(isOurImage(OUR_IMAGE)).toBe(true);
    expect(isOurImage(`https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/a`)).toBe(false);
  });
});

describe('markdownToPlainText', () => {
  it('keeps the words and drops the markup and link targets', () => {
    expect(
      markdownToPlainText('# Title\n\n**bold**word, [link text](https://x.example/hidden) `code`'),
    ).toBe('Title\nboldword, link text code');
  });

  it('keeps code blocks, table cells and image descriptions', () => {
    const text = markdownToPlainText(
      '```js\nconst fooBar = 1;\n```\n\n| head |\n|---|\n| cell |\n\n![diagram of flow](https://x.example/a.png)',
    );
    expect(text).toContain('const fooBar = 1;');
    expect(text).toContain('head');
    expect(text).toContain('cell');
    expect(text).toContain('diagram of flow');
    expect(text).not.toContain('x.example');
  });

  it('leaves plain text as it is', () => {
    expect(markdownToPlainText('How do I use Firestore?\nWith rules')).toBe(
      'How do I use Firestore?\nWith rules',
    );
  });
});
