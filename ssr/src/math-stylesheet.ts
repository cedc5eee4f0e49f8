// KaTeX's stylesheet in the head of a page whose rendered posts hold a formula, and only there:
// the formulas are already HTML (rendered when the post was written), the stylesheet and its
// fonts (hosting, same origin) are all a reader's browser loads for them.
import { containsMath, MATH_STYLESHEET_TAG } from '@queryhub/web/server';

/** The head tag that loads KaTeX's CSS when `rootMarkup` holds KaTeX markup, else nothing. */
export function mathStylesheetTag(rootMarkup: string): string {
  return containsMath(rootMarkup) ? MATH_STYLESHEET_TAG : '';
}
