// KaTeX's stylesheet and fonts, for pages whose posts contain math: the server rendered the
// formulas into the stored Html (no math script runs for readers); the build copies KaTeX's CSS
// and fonts to this folder of the hosting output (scripts/katex-assets.ts), and a page loads them
// only when its HTML holds KaTeX markup: the server renderer in <head>, the app when it shows a
// post (PostHtml).

/** The hosting folder of KaTeX's CSS and fonts (same origin: the CSP's style-src and font-src). */
export const MATH_ASSETS_DIR = 'katex';
export const MATH_STYLESHEET_PATH = `/${MATH_ASSETS_DIR}/katex.min.css`;

/** Whether rendered HTML holds a formula KaTeX rendered (an unrendered one needs no stylesheet). */
export function containsMath(html: string): boolean {
  return html.includes('class="katex"');
}

/** The stylesheet's `<link>` for a server-rendered page's head. */
export const MATH_STYLESHEET_TAG = `<link rel="stylesheet" href="${MATH_STYLESHEET_PATH}" />`;

/** Adds the stylesheet to the document once (the server may have written it already). */
export function loadMathStylesheet(): void {
  if (document.querySelector(`link[href="${MATH_STYLESHEET_PATH}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = MATH_STYLESHEET_PATH;
  document.head.append(link);
}
