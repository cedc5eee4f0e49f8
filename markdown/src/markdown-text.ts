import type { Token } from 'markdown-it';
import { createMarkdownParser, type MarkdownEnv } from './markdown-parser.js';
import { MAX_RENDERED_CHARS } from './render-markdown.js';

let parser: ReturnType<typeof createMarkdownParser> | undefined;

function markdownParser(): ReturnType<typeof createMarkdownParser> {
  parser ??= createMarkdownParser();
  return parser;
}

const NO_IMAGES: MarkdownEnv = { isAllowedImage: () => false };

function inlineText(children: Token[]): string {
  let text = '';
  for (const child of children) {
    if (child.type === 'text' || child.type === 'code_inline' || child.type === 'math_inline') {
      text += child.content;
    } else if (child.type === 'image') text += inlineText(child.children ?? []);
    else if (child.type === 'softbreak' || child.type === 'hardbreak') text += '\n';
  }
  return text;
}

/**
 * The words a reader sees in a Markdown text, without its markup: paragraphs, headings, list
 * items, table cells, link texts, image descriptions, code and formulas' TeX source, one block
 * per line. Keywords are built from this, so `**bold**` is found as `bold` and a link's URL
 * adds no words.
 */
export function markdownToPlainText(markdown: string): string {
  const tokens = markdownParser().parse(markdown.slice(0, MAX_RENDERED_CHARS), NO_IMAGES);
  const blocks: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline') blocks.push(inlineText(token.children ?? []));
    else if (['fence', 'code_block', 'math_block'].includes(token.type)) blocks.push(token.content);
  }
  return blocks.join('\n');
}
