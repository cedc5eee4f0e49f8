import { describe, expect, it } from 'vitest';
import { mathStylesheetTag } from './math-stylesheet';

// Stored Html as the functions render it (@queryhub/markdown's math rule, KaTeX's HTML output).
const FORMULA =
  '<p>Euler: <span role="img" aria-label="x"><span class="katex"><span class="katex-html" ' +
  'aria-hidden="true"><span class="katex-base"><span class="mord mathnormal">x</span></span>' +
  '</span></span></span></p>';
const UNRENDERED = '<p><span class="katex-error" title="ParseError">\\frac{</span></p>';

describe('mathStylesheetTag', () => {
  it('links KaTeX’s stylesheet for a page with a rendered formula', () => {
    expect(mathStylesheetTag(`<main>${FORMULA}</main>`)).toBe(
      '<link rel="stylesheet" href="/katex/katex.min.css" />',
    );
  });

  it('adds nothing to a page without math, or with only an unrendered formula', () => {
    for (const markup of ['<p>It costs $5 and $10.</p>', '<code>$x$</code>', UNRENDERED]) {
      expect(mathStylesheetTag(markup), markup).toBe('');
    }
  });
});
