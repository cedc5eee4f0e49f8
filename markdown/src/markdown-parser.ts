// The Markdown dialect of questions and answers: CommonMark plus GFM tables, strikethrough,
// autolinks, fenced code and KaTeX math, configured once for the server's render and the
// forms' preview. Pure (no Node or Firebase import): the web app bundles it for the lazily
// loaded preview.
import MarkdownIt from 'markdown-it';
import { highlightCode } from './highlight.js';
import { mathPlugin } from './math-rule.js';
import { mentionRule } from './mention-rule.js';

/** Links in posts: not endorsed, user-generated, and no window.opener for the target. */
export const POST_LINK_REL = 'nofollow ugc noopener';
/** Deeper blocks (lists, quotes) are not parsed further; bounds the work on hostile input. */
const MAX_MARKDOWN_NESTING = 20;
/** Markdown headings start at this level: the page's own h1 and h2 stay the page's outline. */
const FIRST_POST_HEADING_LEVEL = 3;
/**
 * Highlighting stops (the rest of the code is shown unhighlighted) after this many characters
 * of code in one render, and skips a block with a longer line: some grammars cost much more per
 * character on long tokens, and the render of a 10000-character post must stay well under 1 s.
 */
const MAX_HIGHLIGHTED_CHARS = 5000;
const MAX_HIGHLIGHTED_LINE = 400;

/**
 * The `env` of a render: whether an image may be shown inline (our bucket only), and the
 * @mentions the server resolved (the mention as written, without `@` → the user page's path).
 */
export type MarkdownEnv = {
  isAllowedImage: (src: string) => boolean;
  mentions?: ReadonlyMap<string, string>;
};

/** Without an env saying otherwise, no image is shown inline. */
function isAllowedImage(env: unknown, src: string): boolean {
  const check = (env as Partial<MarkdownEnv> | undefined)?.isAllowedImage;
  return typeof check === 'function' && check(src);
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

function hasLongLine(code: string): boolean {
  return code.split('\n').some((line) => line.length > MAX_HIGHLIGHTED_LINE);
}

export function createMarkdownParser() {
  // Characters of code still to highlight in the current render; reset when a parse starts
  // (markdown-it's render is one synchronous parse then render).
  let highlightBudget = MAX_HIGHLIGHTED_CHARS;
  const highlight = (code: string, language: string): string => {
    if (code.length > highlightBudget || hasLongLine(code)) return '';
    highlightBudget -= code.length;
    return highlightCode(code, language) ?? '';
  };
  const md = new MarkdownIt('default', {
    html: false,
    linkify: true,
    breaks: true,
    typographer: false,
    maxNesting: MAX_MARKDOWN_NESTING,
    highlight,
  });
  md.core.ruler.before('normalize', 'highlight_budget', () => {
    highlightBudget = MAX_HIGHLIGHTED_CHARS;
  });
  // Only URLs with a scheme (and e-mail addresses) become links: file names such as main.py
  // or readme.md end in real top-level domains.
  md.linkify.set({ fuzzyLink: false, fuzzyIP: false });
  md.inline.ruler.push('mention', mentionRule);
  mathPlugin(md, { blocks: true });

  const rules = md.renderer.rules;
  rules.link_open = (tokens, index, options, _env, self) => {
    tokens[index]?.attrSet('rel', POST_LINK_REL);
    return self.renderToken(tokens, index, options);
  };
  rules.heading_open = rules.heading_close = (tokens, index, options, _env, self) => {
    const token = tokens[index];
    if (token) {
      const level = Number(token.tag.slice(1)) + FIRST_POST_HEADING_LEVEL - 1;
      token.tag = `h${Math.min(6, level)}`;
    }
    return self.renderToken(tokens, index, options);
  };
  rules.image = (tokens, index, options, env, self) => {
    const token = tokens[index];
    if (!token) return '';
    const src = String(token.attrGet('src') ?? '');
    const alt = self.renderInlineAsText(token.children ?? [], options, {});
    if (isAllowedImage(env, src)) {
      token.attrSet('alt', alt);
      token.attrSet('loading', 'lazy');
      return self.renderToken(tokens, index, options);
    }
    const label = md.utils.escapeHtml(alt || 'image');
    if (!isHttpUrl(src)) return label;
    // An image from elsewhere is not loaded (no tracking pixels); the reader may follow it.
    return `<a href="${md.utils.escapeHtml(src)}" rel="${POST_LINK_REL}">${label}</a>`;
  };
  return md;
}
