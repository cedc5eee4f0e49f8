import { renderPostMarkdown } from '@queryhub/markdown/server';
import { describe, expect, it } from 'vitest';
import { renderPreview } from '../render-preview';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('renderPreview', () => {
  it('renders the server dialect: highlighted code, tables, strikethrough, safe links', () => {
    const root = parse(
      renderPreview(
        '```js\nconst x = 1;\n```\n\n| a |\n|:-:|\n| b |\n\n~~old~~ https://example.com',
      ),
    );
    expect(root.querySelector('pre code.language-js span.hljs-keyword')?.textContent).toBe('const');
    expect(root.querySelector('th')?.getAttribute('style')).toBe('text-align:center');
    expect(root.querySelector('s')?.textContent).toBe('old');
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('nofollow ugc noopener');
  });

  it.each([
    '<script>alert(1)</script>',
    '[x](javascript:alert(1))',
    '<img src=x onerror=alert(1)>',
    '<svg onload=alert(1)></svg>',
    '![x](data:image/png;base64,iVBORw0KGgo=)',
    '![pixel](https://tracker.example/p.gif)',
  ])('leaves nothing executable or external from %s', (markdown) => {
    const root = parse(renderPreview(markdown));
    expect(root.querySelector('script, svg, img, iframe, [onerror], [onload]')).toBeNull();
    for (const link of root.querySelectorAll('a')) {
      expect(link.getAttribute('href')).toMatch(/^https?:/);
    }
  });

  it('shows math as the server renders it: KaTeX markup, SVG glyphs, styles and the error mark', () => {
    const markdown =
      'Roots: $\\sqrt{x^2+1}$, $\\color{red}{r}$ \\$5 `$code$`\n\n$$\n\\xcancel{\\frac{a}{b}}\n$$\n\nbad: $\\frac{$';
    const preview = parse(renderPreview(markdown));
    expect(preview.querySelectorAll('.katex')).toHaveLength(3);
    expect(preview.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('\\sqrt{x^2+1}');
    expect(preview.querySelector('.katex-display')).not.toBeNull();
    expect(preview.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
    expect(preview.querySelector('svg line')).not.toBeNull();
    expect(preview.querySelector('.katex-error')?.textContent).toBe('\\frac{');
    expect(preview.querySelector('code')?.textContent).toBe('$code$');
    expect(preview.textContent).toContain('$5');
    // The same document as the stored Html, once both are parsed.
    expect(preview.innerHTML).toBe(parse(renderPostMarkdown(markdown, () => false)).innerHTML);
  });

  it.each([
    '$\\href{javascript:alert(1)}{x}$',
    '$\\htmlClass{btn}{x}$ $\\htmlStyle{position:fixed}{y}$ $\\htmlId{root}{z}$',
    '$\\includegraphics{https://tracker.example/p.gif}$',
  ])('keeps formulas inert: %s', (markdown) => {
    const root = parse(renderPreview(markdown));
    expect(root.querySelector('.katex')).not.toBeNull();
    expect(root.querySelector('a, img, [id], .btn, [href]')).toBeNull();
    expect(root.querySelector('[style*="position"]')).toBeNull();
  });
});
