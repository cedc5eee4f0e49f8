import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { MATH_STYLESHEET_PATH } from '@/lib/math-stylesheet';
import { markSanitized } from '@/lib/sanitized-html';
import { PostHtml } from '../post-html';

const html = markSanitized(
  '<p>Use <code>map</code></p>\n<pre><code class="language-js"><span class="hljs-keyword">const</span> a;</code></pre>\n',
);

describe('PostHtml', () => {
  it('renders the same markup on the server and in the browser', () => {
    const server = renderToString(<PostHtml html={html} className="x" />);
    const { container } = render(<PostHtml html={html} className="x" />);
    expect(container.innerHTML).toBe(server);
    expect(server).toBe(`<div class="post-html x">${html}</div>`);
  });

  describe('math', () => {
    const formula = markSanitized(
      '<p><span role="img" aria-label="x"><span class="katex"><span class="katex-html" aria-hidden="true">x</span></span></span></p>',
    );
    const stylesheets = () =>
      document.head.querySelectorAll(`link[href="${MATH_STYLESHEET_PATH}"]`);
    afterEach(() => {
      for (const link of stylesheets()) link.remove();
    });

    it('loads KaTeX’s stylesheet once, for posts with a rendered formula', () => {
      render(
        <>
          <PostHtml html={formula} />
          <PostHtml html={formula} />
        </>,
      );
      expect(stylesheets()).toHaveLength(1);
      expect(stylesheets()[0]?.getAttribute('rel')).toBe('stylesheet');
    });

    it('loads nothing for posts without math', () => {
      render(<PostHtml html={html} />);
      render(<PostHtml html={markSanitized('<p><span class="katex-error">$x</span></p>')} />);
      expect(stylesheets()).toHaveLength(0);
      expect(document.head.querySelector('link[href*="katex"]')).toBeNull();
    });
  });
});
