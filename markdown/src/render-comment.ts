import MarkdownIt, { type MarkdownIt as MarkdownParser } from 'markdown-it';
import { POST_LINK_REL } from './markdown-parser.js';
import { mathPlugin } from './math-rule.js';
import { mentionRule } from './mention-rule.js';
import { sanitizeCommentHtml } from './sanitize-post-html.js';

/**
 * Comments are at most 600 characters (the rules); anything longer (written around the rules)
 * is cut before rendering, so the work stays bounded.
 */
const MAX_RENDERED_COMMENT_CHARS = 2000;

/**
 * The inline part of our dialect only: code spans, emphasis, strikethrough, links and
 * autolinks, @mentions and math (`$…$`, `$$…$$`). No blocks (headings, lists, quotes, code
 * blocks), no images, no raw HTML: a comment renders as one line of inline content.
 */
function createCommentParser(): MarkdownParser {
  const md = new MarkdownIt('zero', { html: false, linkify: true, breaks: false });
  md.enable([
    'backticks',
    'emphasis',
    'strikethrough',
    'link',
    'autolink',
    'linkify',
    'escape',
    'entity',
  ]);
  md.linkify.set({ fuzzyLink: false, fuzzyIP: false });
  md.inline.ruler.push('mention', mentionRule);
  mathPlugin(md, { blocks: false });
  md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
    tokens[index]?.attrSet('rel', POST_LINK_REL);
    return self.renderToken(tokens, index, options);
  };
  return md;
}

let parser: MarkdownParser | undefined;

/**
 * A comment's stored HTML: its inline Markdown rendered (line breaks become spaces) with the
 * resolved mentions (`@name` → the user page's path) as links, then sanitized.
 */
export function renderCommentMarkdown(
  text: string,
  mentions: ReadonlyMap<string, string> = new Map(),
): string {
  parser ??= createCommentParser();
  const line = text.slice(0, MAX_RENDERED_COMMENT_CHARS).replace(/\s*\n\s*/g, ' ');
  return sanitizeCommentHtml(parser.renderInline(line, { mentions }));
}
