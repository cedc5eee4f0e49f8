// The @mention rule of our Markdown dialect: `@name` becomes a link to the member's page when
// the server resolved that name (env.mentions, filled by the functions from the display-name
// claims), and stays text otherwise (the web preview, an unknown name). Runs as an inline rule,
// so code spans, existing links and escapes keep their text.
import type { StateInline } from 'markdown-it';

/** A character that may start a mention name, and one that may continue it. */
const NAME_START = /[\p{L}\p{N}\p{M}_]/u;
const NAME_PART = /[\p{L}\p{N}\p{M}_.-]/u;
/** A character before `@` that makes it part of a word (an e-mail address, `a@b`). */
const WORD_BEFORE = /[\p{L}\p{N}_@.]/u;
/** The longest display name (TEXT_LIMITS.displayName). */
const MAX_NAME_LENGTH = 50;

function mentionPaths(env: unknown): ReadonlyMap<string, string> | undefined {
  const mentions = (env as { mentions?: unknown } | undefined)?.mentions;
  return mentions instanceof Map ? (mentions as ReadonlyMap<string, string>) : undefined;
}

/** The name written after the `@` at `at`, as model/src/comments.ts's MENTION_PATTERN reads it. */
export function mentionNameAt(text: string, at: number): string {
  if (text[at] !== '@') return '';
  const before = at > 0 ? String.fromCodePoint(text.codePointAt(at - 1) ?? 0) : '';
  if (before && WORD_BEFORE.test(before)) return '';
  let name = '';
  for (const char of text.slice(at + 1, at + 1 + MAX_NAME_LENGTH * 2)) {
    if (name.length >= MAX_NAME_LENGTH) break;
    if (!(name === '' ? NAME_START : NAME_PART).test(char)) break;
    name += char;
  }
  return name.replace(/[.-]+$/u, '');
}

export function mentionRule(state: StateInline, silent: boolean): boolean {
  if (state.src.charCodeAt(state.pos) !== 0x40 /* @ */ || state.linkLevel > 0) return false;
  const paths = mentionPaths(state.env);
  if (!paths) return false;
  const name = mentionNameAt(state.src, state.pos);
  const href = name ? paths.get(name) : undefined;
  if (!href) return false;
  if (!silent) {
    const open = state.push('link_open', 'a', 1);
    open.attrs = [['href', href]];
    open.markup = 'mention';
    const text = state.push('text', '', 0);
    text.content = `@${name}`;
    state.push('link_close', 'a', -1);
  }
  state.pos += name.length + 1;
  return true;
}
