import { describe, expect, it } from 'vitest';
import { withShell } from '../prerender-shell';

describe('withShell', () => {
  it('fills the empty #root and leaves the rest of the page alone', () => {
    const html = '<body><div id="root"></div><script src="/a.js"></script></body>';
    expect(withShell(html, '<header>Q</header>')).toBe(
      '<body><div id="root"><header>Q</header></div><script src="/a.js"></script></body>',
    );
  });

  it('refuses a page without an empty #root rather than shipping it without the shell', () => {
    expect(() => withShell('<body><div id="app"></div></body>', '<header/>')).toThrow(
      /no <div id="root"><\/div>/,
    );
  });
});
