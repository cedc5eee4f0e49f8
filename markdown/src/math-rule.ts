// The math of our Markdown dialect: `$…$` inline, `$$…$$` displayed (inline, or as a block of
// its own lines). `\$` is a literal dollar sign (CommonMark's escape); code spans and code blocks
// keep their text (their rules run first, and a formula never spans a backtick). As in Pandoc, a
// `$` opens a formula only before a non-space and closes it only after a non-space and before a
// non-digit, so prices ("$5 and $10") stay text.
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';
import {
  MAX_FORMULAS_PER_TEXT,
  MAX_MATH_HTML_CHARS,
  renderFormula,
  unrenderedFormula,
} from './render-math.js';

const DOLLAR = 0x24;
const BACKSLASH = 0x5c;
const BACKTICK = 0x60;

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** The end of an inline `$…$` opened at `start` (the index of its closing `$`), or -1. */
function inlineEnd(src: string, start: number, max: number): number {
  if (start + 1 >= max || isSpace(src.charCodeAt(start + 1))) return -1;
  for (let pos = start + 1; pos < max; pos += 1) {
    const code = src.charCodeAt(pos);
    if (code === BACKTICK) return -1;
    if (code === BACKSLASH) pos += 1;
    else if (
      code === DOLLAR &&
      !isSpace(src.charCodeAt(pos - 1)) &&
      !isDigit(src.charCodeAt(pos + 1))
    ) {
      return pos;
    }
  }
  return -1;
}

/** The start of the closing `$$` of an inline `$$…$$` opened at `start`, or -1. */
function displayEnd(src: string, start: number, max: number): number {
  for (let pos = start + 2; pos < max; pos += 1) {
    const code = src.charCodeAt(pos);
    if (code === BACKTICK) return -1;
    if (code === BACKSLASH) pos += 1;
    else if (code === DOLLAR && src.charCodeAt(pos + 1) === DOLLAR) {
      return src.slice(start + 2, pos).trim() === '' ? -1 : pos;
    }
  }
  return -1;
}

function mathInline(state: StateInline, silent: boolean): boolean {
  const { src, pos, posMax } = state;
  if (src.charCodeAt(pos) !== DOLLAR) return false;
  const display = src.charCodeAt(pos + 1) === DOLLAR;
  const end = display ? displayEnd(src, pos, posMax) : inlineEnd(src, pos, posMax);
  if (end < 0) return false;
  const delimiter = display ? 2 : 1;
  if (!silent) {
    const token = state.push('math_inline', 'math', 0);
    token.content = src.slice(pos + delimiter, end);
    token.markup = display ? '$$' : '$';
  }
  state.pos = end + delimiter;
  return true;
}

/** The text of line `line` (after its indentation), up to its end. */
function lineText(state: StateBlock, line: number): string {
  return state.src.slice((state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0), state.eMarks[line]);
}

/**
 * A `$$` line, the formula's lines and a line that ends with `$$` (or all on one line:
 * `$$ x^2 $$`): a displayed formula as a block of its own.
 */
function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean) {
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const first = lineText(state, startLine);
  if (!first.startsWith('$$')) return false;
  const opening = first.slice(2);
  let content: string;
  let lastLine = startLine;
  if (opening.trimEnd().endsWith('$$') && opening.trim() !== '$$' && opening.trim() !== '') {
    content = opening.trimEnd().slice(0, -2).trim();
  } else {
    const lines = [opening];
    let closed = false;
    for (let line = startLine + 1; line < endLine; line += 1) {
      if ((state.sCount[line] ?? 0) < state.blkIndent) break;
      const text = lineText(state, line);
      if (text.trimEnd().endsWith('$$')) {
        lines.push(text.trimEnd().slice(0, -2));
        lastLine = line;
        closed = true;
        break;
      }
      lines.push(text);
    }
    if (!closed) return false;
    content = lines.join('\n').trim();
  }
  if (content.trim() === '') return false;
  if (silent) return true;
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = content;
  token.markup = '$$';
  token.map = [startLine, lastLine + 1];
  state.line = lastLine + 1;
  return true;
}

/**
 * Installs the math rules on a parser (the posts' full dialect, or the comments' inline one:
 * `blocks` false), with a budget of formulas and of markup per render, reset when each render
 * starts.
 */
export function mathPlugin(md: MarkdownIt, { blocks }: { blocks: boolean }): void {
  let formulasLeft = MAX_FORMULAS_PER_TEXT;
  let htmlLeft = MAX_MATH_HTML_CHARS;
  md.core.ruler.before('normalize', 'math_budget', () => {
    formulasLeft = MAX_FORMULAS_PER_TEXT;
    htmlLeft = MAX_MATH_HTML_CHARS;
  });
  md.inline.ruler.after('escape', 'math_inline', mathInline);
  if (blocks) {
    md.block.ruler.before('paragraph', 'math_block', mathBlock, {
      alt: ['paragraph', 'reference', 'blockquote', 'list'],
    });
  }
  const render = (tex: string, markup: string): string => {
    if (formulasLeft <= 0 || htmlLeft <= 0) {
      return unrenderedFormula(
        `${markup}${tex}${markup}`,
        formulasLeft <= 0
          ? `Formula not shown: more than ${MAX_FORMULAS_PER_TEXT} formulas in one text`
          : 'Formula not shown: more math than one text may show',
      );
    }
    formulasLeft -= 1;
    const html = renderFormula(tex, markup === '$$');
    htmlLeft -= html.length;
    return html;
  };
  md.renderer.rules.math_inline = (tokens, index) => {
    const token = tokens[index];
    return token ? render(token.content, token.markup) : '';
  };
  md.renderer.rules.math_block = (tokens, index) => {
    const token = tokens[index];
    return token ? `<p>${render(token.content, token.markup)}</p>\n` : '';
  };
}
