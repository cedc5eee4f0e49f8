// Tokenizer for rules files. The parser pulls tokens on demand because path literals
// (`/users/$(uid)`) and match paths are scanned from raw text rather than from tokens.
import type { Position } from './ast.js';
import { CompileError } from './issues.js';

export type Token =
  | { kind: 'ident'; text: string; pos: Position; offset: number; end: number }
  | { kind: 'int'; text: string; value: bigint; pos: Position; offset: number; end: number }
  | { kind: 'float'; text: string; value: number; pos: Position; offset: number; end: number }
  | { kind: 'string'; text: string; value: string; pos: Position; offset: number; end: number }
  | { kind: 'bytes'; text: string; value: Uint8Array; pos: Position; offset: number; end: number }
  | { kind: 'punct'; text: string; pos: Position; offset: number; end: number }
  | { kind: 'eof'; text: ''; pos: Position; offset: number; end: number };

const PUNCTUATION = [
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '!',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
  '.',
  ',',
  ';',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '=',
];

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '/': '/',
  '`': '`',
  '?': '?',
  a: '\x07',
};

export class Scanner {
  private lineStarts: number[] = [0];

  constructor(readonly source: string) {
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') this.lineStarts.push(i + 1);
  }

  positionAt(offset: number): Position {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.lineStarts[low] as number) + 1 };
  }

  /** Skips whitespace and comments; returns the offset of the next significant character. */
  skipTrivia(offset: number): number {
    const s = this.source;
    let i = offset;
    for (;;) {
      const c = s[i];
      if (
        c === ' ' ||
        c === '\t' ||
        c === '\n' ||
        c === '\r' ||
        c === '\f' ||
        c === '\v' ||
        c === '\ufeff'
      )
        i++;
      else if (c === '/' && s[i + 1] === '/') {
        while (i < s.length && s[i] !== '\n') i++;
      } else if (c === '/' && s[i + 1] === '*') {
        const close = s.indexOf('*/', i + 2);
        if (close < 0) throw new CompileError('Unterminated comment.', this.positionAt(i));
        i = close + 2;
      } else return i;
    }
  }

  /** Reads the token starting at or after `offset`. */
  tokenAt(start: number): Token {
    const s = this.source;
    const offset = this.skipTrivia(start);
    const pos = this.positionAt(offset);
    const c = s[offset];
    if (c === undefined) return { kind: 'eof', text: '', pos, offset, end: offset };
    if ((c === 'b' || c === 'B') && (s[offset + 1] === "'" || s[offset + 1] === '"')) {
      const body = this.readQuoted(offset + 1, false);
      return {
        kind: 'bytes',
        text: s.slice(offset, body.end),
        value: Buffer.from(body.value, 'latin1'),
        pos,
        offset,
        end: body.end,
      };
    }
    if ((c === 'r' || c === 'R') && (s[offset + 1] === "'" || s[offset + 1] === '"'))
      return this.stringToken(offset, offset + 1, true, pos);
    if (/[A-Za-z_]/.test(c)) {
      let end = offset + 1;
      while (end < s.length && /[A-Za-z0-9_]/.test(s[end] as string)) end++;
      return { kind: 'ident', text: s.slice(offset, end), pos, offset, end };
    }
    if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(s[offset + 1] ?? '')))
      return this.readNumber(offset, pos);
    if (c === "'" || c === '"') return this.stringToken(offset, offset, false, pos);
    for (const p of PUNCTUATION) {
      if (s.startsWith(p, offset))
        return { kind: 'punct', text: p, pos, offset, end: offset + p.length };
    }
    throw new CompileError(`Unexpected character '${c}'.`, pos);
  }

  /** A string literal starting at `offset` (its `r` prefix, if any), its quote at `quoteAt`. */
  private stringToken(offset: number, quoteAt: number, raw: boolean, pos: Position): Token {
    const body = this.readQuoted(quoteAt, raw);
    const text = this.source.slice(offset, body.end);
    return { kind: 'string', text, value: body.value, pos, offset, end: body.end };
  }

  private readNumber(offset: number, pos: Position): Token {
    const s = this.source;
    // Plain decimal only: Google's compiler rejects 0x10 and 1e3.
    const match = /^(?:[0-9]+(\.[0-9]*)?|\.[0-9]+)/.exec(
      s.slice(offset, offset + 400),
    ) as RegExpExecArray;
    const text = match[0];
    const end = offset + text.length;
    if (/[A-Za-z_]/.test(s[end] ?? '')) {
      throw new CompileError(`Unexpected '${s[end]}' in number.`, this.positionAt(end));
    }
    if (text.includes('.')) return { kind: 'float', text, value: Number(text), pos, offset, end };
    return { kind: 'int', text, value: BigInt(text), pos, offset, end };
  }

  private readQuoted(offset: number, raw: boolean): { value: string; end: number } {
    const s = this.source;
    const quote = s[offset] as string;
    let value = '';
    let i = offset + 1;
    for (;;) {
      const c = s[i];
      if (c === undefined || c === '\n')
        throw new CompileError('Unterminated string literal.', this.positionAt(offset));
      if (c === quote) return { value, end: i + 1 };
      if (c === '\\' && !raw) {
        const next = s[i + 1] ?? '';
        if (next === 'u' || next === 'x') {
          const digits = next === 'u' ? 4 : 2;
          const hex = s.slice(i + 2, i + 2 + digits);
          if (!new RegExp(`^[0-9a-fA-F]{${digits}}$`).test(hex))
            throw new CompileError('Invalid escape sequence.', this.positionAt(i));
          value += String.fromCharCode(parseInt(hex, 16));
          i += 2 + digits;
          continue;
        }
        const escaped = ESCAPES[next];
        // Unknown escapes keep their backslash, so regex text such as '\\.' survives.
        value += escaped ?? `\\${next}`;
        i += 2;
        continue;
      }
      value += c;
      i++;
    }
  }
}
