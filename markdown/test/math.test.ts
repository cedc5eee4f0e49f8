import katex from 'katex';
import { describe, expect, it } from 'vitest';
import {
  markdownToPlainText,
  renderCommentMarkdown,
  renderPostMarkdown,
  sanitizeCommentHtml,
  sanitizePostHtml,
} from '../src/server.js';
import {
  isMathClass,
  MATH_ATTRIBUTES,
  MATH_SPAN_STYLES,
  MATH_SVG_STYLES,
} from '../src/allow-list.js';
import {
  MAX_FORMULA_CHARS,
  MAX_FORMULAS_PER_TEXT,
  MAX_MATH_HTML_CHARS,
} from '../src/render-math.js';
import { MATH_CORPUS } from './math-corpus.js';

const render = (markdown: string) => renderPostMarkdown(markdown, () => false);
const count = (html: string, text: string) => html.split(text).length - 1;
const KATEX = 'class="katex"';
const ERROR = 'class="katex-error"';

const INERT_TAGS = new Set(['p', 'span', 'svg', 'path', 'line', 'code', 'strong', 'a']);
const INERT_ATTRIBUTES = new Set([
  'class',
  'style',
  'title',
  'aria-hidden',
  'role',
  'aria-label',
  'rel',
  ...Object.values(MATH_ATTRIBUTES).flat(),
]);

/**
 * Nothing executable, external or restyling came out: known elements and attributes only (no
 * event handler, link target, id or data attribute), KaTeX's classes and styles only.
 */
function expectInert(html: string): void {
  for (const [, tag = '', rest = ''] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    expect(INERT_TAGS, html).toContain(tag.toLowerCase());
    for (const [, name = '', value = ''] of rest.matchAll(/([^\s="'/]+)(?:="([^"]*)")?/g)) {
      expect(INERT_ATTRIBUTES, html).toContain(name);
      if (name === 'class') {
        for (const item of value.split(' ')) expect(isMathClass(item), item).toBe(true);
      }
      if (name === 'style') {
        for (const declaration of value.split(';')) {
          const property = declaration.split(':')[0] ?? '';
          expect(Object.keys(tag === 'svg' ? MATH_SVG_STYLES : MATH_SPAN_STYLES)).toContain(
            property,
          );
        }
      }
    }
  }
}

describe('math: the dialect', () => {
  it('renders $…$ inline, with the TeX source as the accessible name', () => {
    const html = render('Euler: $e^{i\\pi} + 1 = 0$, done.');
    expect(count(html, KATEX)).toBe(1);
    expect(html).toContain('<span role="img" aria-label="e^{i\\pi} + 1 = 0">');
    expect(html).not.toContain('katex-display');
    expect(html).toMatch(/^<p>Euler: .*, done\.<\/p>/);
  });

  it('renders $$…$$ displayed, as a block of its own lines, on one line, or inline', () => {
    for (const markdown of [
      'Sum:\n\n$$\n\\sum_{i=1}^n i\n$$\n\nafter',
      '$$ \\sum_{i=1}^n i $$',
      'the sum $$\\sum_{i=1}^n i$$ here',
    ]) {
      const html = render(markdown);
      expect(count(html, 'class="katex-display"'), markdown).toBe(1);
      expect(html).not.toContain('$$');
    }
    // A block's following paragraph is its own.
    expect(render('$$\nx\n$$\nafter')).toMatch(/<\/p>\n<p>after<\/p>/);
  });

  it('renders math in comments, inline', () => {
    const html = renderCommentMarkdown('so $a^2 + b^2 = c^2$ and $$x$$ too');
    expect(count(html, KATEX)).toBe(2);
    expect(html).not.toContain('<p>');
  });

  it('keeps \\$ a literal dollar sign, and prices as text', () => {
    expect(render('It costs \\$5, or \\$10 with \\$x\\$.')).toBe(
      '<p>It costs $5, or $10 with $x$.</p>\n',
    );
    expect(render('It costs $5 and $10.')).toBe('<p>It costs $5 and $10.</p>\n');
    expect(render('a $ b $ c')).toBe('<p>a $ b $ c</p>\n');
    expect(render('$x$5')).not.toContain(KATEX);
    // Inside a formula, \$ is TeX's dollar and does not close it.
    expect(count(render('$\\$ 5$'), KATEX)).toBe(1);
  });

  it('never touches code spans, code blocks or fenced code', () => {
    expect(render('`$x^2$` and `$$y$$`')).toBe(
      '<p><code>$x^2$</code> and <code>$$y$$</code></p>\n',
    );
    expect(render('```\n$$\nx\n$$\n```')).toBe('<pre><code>$$\nx\n$$\n</code></pre>\n');
    expect(render('    $x$')).toBe('<pre><code>$x$\n</code></pre>\n');
    // A formula never spans a code span.
    expect(render('$a `$` b$')).toBe('<p>$a <code>$</code> b$</p>\n');
    expect(renderCommentMarkdown('`$x$`')).toBe('<code>$x$</code>');
  });

  it('shows a malformed formula as its source with the error mark, and goes on', () => {
    const html = render('Before $\\frac{1}{$ after **bold**');
    expect(html).toContain(ERROR);
    expect(html).toMatch(/title="ParseError: KaTeX parse error: [^"]+"/);
    expect(html).toContain('\\frac{1}{</span> after <strong>bold</strong>');
    expect(count(render('$\\begin{matrix}$ $x$'), KATEX)).toBe(1);
  });

  it('keeps the TeX source in the plain text (keywords, excerpts)', () => {
    expect(markdownToPlainText('Area $\\pi r^2$\n\n$$\nE = mc^2\n$$')).toBe(
      'Area \\pi r^2\nE = mc^2',
    );
  });
});

describe('math: hostile input', () => {
  it('shows a formula over the length cap as its source', () => {
    const html = render(`$${'x+'.repeat(MAX_FORMULA_CHARS)}x$`);
    expect(html).not.toContain(KATEX);
    expect(count(html, ERROR)).toBe(1);
    expect(html).toContain(`longer than ${MAX_FORMULA_CHARS} characters`);
  });

  it('renders at most MAX_FORMULAS_PER_TEXT formulas per text, in every render', () => {
    const markdown = '$x$ '.repeat(MAX_FORMULAS_PER_TEXT + 5);
    for (let round = 0; round < 2; round += 1) {
      const html = render(markdown);
      expect(count(html, KATEX)).toBe(MAX_FORMULAS_PER_TEXT);
      expect(count(html, ERROR)).toBe(5);
    }
  });

  it('stops rendering once a text has written its share of math markup, within 1 s of CPU', () => {
    const matrices = ('$$\\begin{pmatrix}' + 'a&'.repeat(15) + '\\end{pmatrix}$$ ')
      .repeat(200)
      .slice(0, 10000);
    const started = process.cpuUsage();
    const html = render(matrices);
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    expect(html.length).toBeLessThan(MAX_MATH_HTML_CHARS + 100_000);
    expect(count(html, KATEX)).toBeGreaterThan(10);
    expect(html).toContain('more math than one text may show');
  });

  it('caps sizes and macro expansion, and survives deep nesting', () => {
    const sizes = render('$\\rule{10000em}{10000em} \\kern{5000em} \\hspace{9999em}$');
    for (const [, value] of sizes.matchAll(/:(-?[\d.]+)em/g)) {
      expect(Math.abs(Number(value))).toBeLessThanOrEqual(12);
    }
    expect(render('$\\def\\a{\\a\\a}\\a$')).toContain(ERROR);
    expect(render('$\\def\\b{x\\b}\\b$')).toContain(ERROR);
    const started = performance.now();
    const nested = render(`$${'\\frac{'.repeat(900)}x${'}{y}'.repeat(900)}$`);
    const deep = render(
      `$${'{'.repeat(MAX_FORMULA_CHARS / 2)}x${'}'.repeat(MAX_FORMULA_CHARS / 2)}$`,
    );
    expect(performance.now() - started).toBeLessThan(5000);
    for (const html of [nested, deep]) expect(html).toMatch(/class="katex(-error)?"/);
  });

  it.each([
    '\\href{javascript:alert(1)}{x}',
    '\\url{javascript:alert(1)}',
    '\\includegraphics[height=1em]{https://tracker.example/p.gif}',
    '\\htmlClass{btn btn-danger}{x}',
    '\\htmlId{root}{x}',
    '\\htmlStyle{position:fixed;top:0;background:url(x)}{x}',
    '\\htmlData{foo=bar}{x}',
    '\\text{<script>alert(1)</script>}',
    '<img src=x onerror=alert(1)>',
    '\\text{"><svg onload=alert(1)>}',
  ])('renders $%s$ inert', (tex) => {
    const html = render(`$${tex}$ and $$${tex}$$`);
    expectInert(html);
    expectInert(renderCommentMarkdown(`$${tex}$`));
  });
});

/** KaTeX's markup as sanitize-html writes it: no trailing `;` in styles, SVG children closed. */
function normalized(html: string): string {
  return html
    .replace(/;"/g, '"')
    .replace(/<(path|line)([^>]*?)\/>/g, '<$1$2></$1>')
    .replaceAll('&#x27;', "'");
}

describe('math: the allow-list', () => {
  it('keeps every element, class, attribute and style of KaTeX output', () => {
    for (const tex of MATH_CORPUS) {
      for (const displayMode of [false, true]) {
        const html = katex.renderToString(tex, {
          displayMode,
          output: 'html',
          throwOnError: false,
          strict: 'ignore',
        });
        expect(
          sanitizePostHtml(html, () => false),
          tex,
        ).toBe(normalized(html));
        expect(sanitizeCommentHtml(html), tex).toBe(normalized(html));
      }
    }
  });

  it.each([
    '<span class="katex" onclick="alert(1)" id="x" data-x="1">x</span>',
    '<span class="katex" style="position:fixed;top:0;background:url(javascript:x);color:expression(x)">x</span>',
    '<span class="katex"><svg onload="alert(1)"><script>alert(1)</script><path d="M0 0" onmouseover="x"/></svg></span>',
    '<span class="katex"><svg><foreignObject><img src=x onerror=alert(1)></foreignObject><use href="#x"/><a href="javascript:x"><line x1="0"/></a></svg></span>',
    '<span class="katex"><math><mi>x</mi><annotation-xml><style>*{}</style></annotation-xml></math></span>',
    '<span role="button" aria-hidden="false" class="katex">x</span>',
  ])('strips what KaTeX never writes: %s', (html) => {
    for (const clean of [sanitizePostHtml(html, () => false), sanitizeCommentHtml(html)]) {
      expectInert(clean);
      expect(clean).not.toMatch(/role="button"|aria-hidden="false"/);
      expect(clean).toContain('class="katex"');
    }
  });

  it('drops classes KaTeX does not write', () => {
    expect(
      sanitizePostHtml('<span class="katex btn mord size12 size4">x</span>', () => false),
    ).toBe('<span class="katex mord size4">x</span>');
  });
});
