// One formula of a post or comment as HTML, with KaTeX (HTML output only, no MathML): rendered
// once, on the server, into the stored Html; the forms' preview runs the same code. Browser-safe.
import katex, { type KatexOptions } from 'katex';

/** A longer formula is not rendered: it is shown as its source with the error mark. */
export const MAX_FORMULA_CHARS = 2000;
/** Formulas after this many in one text are shown as their source with the error mark. */
export const MAX_FORMULAS_PER_TEXT = 200;
/**
 * Formulas after this many characters of KaTeX markup in one text are shown as their source with
 * the error mark: bounds the stored Html (Firestore documents hold at most 1 MiB; one formula
 * of 2000 characters writes at most about 150 KB) and the render's and sanitizer's work.
 */
export const MAX_MATH_HTML_CHARS = 200_000;
/** The class of a formula that was not rendered (KaTeX's own class for a parse error). */
const MATH_ERROR_CLASS = 'katex-error';

/**
 * Hostile input stays cheap and harmless: no \href, \url, \includegraphics or \html… commands
 * (trust), user sizes (\rule, \kern, \hspace…) capped at 10em, at most 200 macro expansions per
 * formula (\def loops), parse errors rendered as the source in the error colour, no console
 * warnings for LaTeX-compatibility quirks.
 */
const KATEX_OPTIONS: KatexOptions = {
  output: 'html',
  throwOnError: false,
  trust: false,
  strict: 'ignore',
  maxSize: 10,
  maxExpand: 200,
  errorColor: '#cc0000',
};

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The source shown as text with the error mark and the reason as its tooltip. */
export function unrenderedFormula(source: string, reason: string): string {
  return `<span class="${MATH_ERROR_CLASS}" title="${escapeHtml(reason)}">${escapeHtml(source)}</span>`;
}

/**
 * The formula `tex` as KaTeX HTML (display: a block of its own), wrapped in an element whose
 * accessible name is the TeX source (KaTeX's HTML output is hidden from assistive technology).
 * Never throws: a parse error, an internal error (deep nesting) or an over-long formula comes
 * back as the source with the error mark.
 */
export function renderFormula(tex: string, display: boolean): string {
  const delimiter = display ? '$$' : '$';
  const source = `${delimiter}${tex}${delimiter}`;
  if (tex.length > MAX_FORMULA_CHARS) {
    return unrenderedFormula(
      source,
      `Formula not shown: longer than ${MAX_FORMULA_CHARS} characters`,
    );
  }
  let html: string;
  try {
    html = katex.renderToString(tex, { ...KATEX_OPTIONS, displayMode: display });
  } catch {
    return unrenderedFormula(source, 'Formula not shown: it could not be rendered');
  }
  if (html.startsWith(`<span class="${MATH_ERROR_CLASS}"`)) return html;
  return `<span role="img" aria-label="${escapeHtml(tex.trim())}">${html}</span>`;
}
