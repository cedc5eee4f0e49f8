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
});
