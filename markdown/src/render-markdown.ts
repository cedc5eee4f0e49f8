import { createMarkdownParser, type MarkdownEnv } from './markdown-parser.js';
import { sanitizePostHtml } from './sanitize-post-html.js';

/**
 * Longer texts are cut before rendering (the rules cap answers at 10000 characters; only data
 * written around the rules, such as a migration, can be longer), so the work stays bounded.
 */
export const MAX_RENDERED_CHARS = 20000;

let parser: ReturnType<typeof createMarkdownParser> | undefined;

function markdownParser(): ReturnType<typeof createMarkdownParser> {
  parser ??= createMarkdownParser();
  return parser;
}

/**
 * The stored HTML of a question or answer: its Markdown rendered, then sanitized. `mentions`
 * maps the @mentions the server resolved to the members' pages (answers; see mention-rule.ts).
 */
export function renderPostMarkdown(
  text: string,
  isAllowedImage: (src: string) => boolean,
  mentions?: ReadonlyMap<string, string>,
): string {
  const env: MarkdownEnv = { isAllowedImage, mentions };
  const html = markdownParser().render(text.slice(0, MAX_RENDERED_CHARS), env);
  return sanitizePostHtml(html, isAllowedImage);
}
