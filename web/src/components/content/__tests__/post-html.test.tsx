import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
});
