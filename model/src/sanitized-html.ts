// HTML that may be put into the page: produced by an allow-list sanitizer, never by hand.

declare const sanitized: unique symbol;

/** A string of HTML that came out of an allow-list sanitizer. */
export type SanitizedHtml = string & { readonly [sanitized]: true };

/**
 * Marks sanitizer output as such. Only two callers: the reader of a post's `Html` field (which
 * only the server's render trigger writes, after sanitize-html) and the forms' preview (after
 * DOMPurify).
 */
export function markSanitized(html: string): SanitizedHtml {
  return html as SanitizedHtml;
}
