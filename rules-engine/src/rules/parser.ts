// Recursive-descent grammar for Firebase Security Rules (rules_version 1 and 2).
import type {
  AllowRule,
  BinaryOperator,
  Block,
  Expr,
  FunctionDecl,
  LetBinding,
  MatchBlock,
  MatchSegment,
  PathPart,
  RuleMethod,
  RulesFile,
  ServiceBlock,
} from './ast.js';
import { RULE_METHODS } from './ast.js';
import { CompileError } from './issues.js';
import { Scanner, type Token } from './lexer.js';
import { NULL, TRUE, FALSE, float, int, str } from './values.js';

const MAX_NESTING = 200;

const RELATIONAL: Record<string, BinaryOperator> = { '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

function describeToken(token: Token): string {
  return token.kind === 'eof' ? 'end of file' : `'${token.text}'`;
}

class Parser {
  private readonly scanner: Scanner;
  private token: Token;
  private depth = 0;

  constructor(source: string) {
    this.scanner = new Scanner(source);
    this.token = this.scanner.tokenAt(0);
  }

  private advance(): Token {
    const current = this.token;
    this.token = this.scanner.tokenAt(current.end);
    return current;
  }

  private is(text: string): boolean {
    return (this.token.kind === 'punct' || this.token.kind === 'ident') && this.token.text === text;
  }

  private accept(text: string): boolean {
    if (!this.is(text)) return false;
    this.advance();
    return true;
  }

  private unexpected(expected?: string): CompileError {
    const suffix = expected ? ` Expected ${expected}.` : '';
    return new CompileError(`Unexpected ${describeToken(this.token)}.${suffix}`, this.token.pos);
  }

  private expect(text: string): Token {
    if (!this.is(text)) {
      if (text === ';') return this.missing("';'");
      throw this.unexpected(`'${text}'`);
    }
    return this.advance();
  }

  private missing(what: string): never {
    throw new CompileError(`Missing ${what}.`, this.token.pos);
  }

  private identifier(what: string): Token {
    if (this.token.kind !== 'ident') throw this.unexpected(what);
    return this.advance();
  }

  // ---- declarations -------------------------------------------------------------------

  parseFile(fileName: string): RulesFile {
    const file: RulesFile = { fileName, rulesVersion: 1, functions: [], services: [] };
    if (this.is('rules_version')) {
      this.advance();
      this.expect('=');
      const version = this.token;
      if (version.kind !== 'string' || (version.value !== '1' && version.value !== '2')) {
        throw new CompileError("Invalid rules_version: expected '1' or '2'.", version.pos);
      }
      this.advance();
      this.accept(';');
      file.rulesVersion = version.value === '2' ? 2 : 1;
    }
    while (this.token.kind !== 'eof') {
      if (this.is('service')) file.services.push(this.parseService());
      else if (this.is('function')) file.functions.push(this.parseFunction());
      else if (this.is('match'))
        throw new CompileError("Missing 'service' block around 'match'.", this.token.pos);
      else throw this.unexpected("'service' or 'function'");
    }
    if (file.services.length === 0)
      throw new CompileError("Missing 'service' declaration.", this.token.pos);
    return file;
  }

  private parseService(): ServiceBlock {
    const pos = this.advance().pos;
    let name = this.identifier('a service name').text;
    while (this.accept('.')) name += `.${this.identifier('a service name').text}`;
    const block: ServiceBlock = { name, pos, functions: [], matches: [] };
    this.parseBlockBody(block, undefined);
    return block;
  }

  private parseBlockBody(block: Block, allows: AllowRule[] | undefined): void {
    this.expect('{');
    while (!this.is('}')) {
      if (this.is('match')) block.matches.push(this.parseMatch());
      else if (this.is('function')) block.functions.push(this.parseFunction());
      else if (this.is('allow')) {
        if (!allows)
          throw new CompileError("'allow' is only valid inside a 'match' block.", this.token.pos);
        allows.push(this.parseAllow());
      } else if (this.token.kind === 'punct' && this.token.text === '/') {
        throw new CompileError("Missing 'match' keyword before path.", this.token.pos);
      } else throw this.unexpected("'match', 'allow' or 'function'");
    }
    this.advance();
  }

  private parseMatch(): MatchBlock {
    const pos = this.advance().pos;
    const { segments, end } = this.scanMatchPath(this.token.offset);
    this.token = this.scanner.tokenAt(end);
    const block: MatchBlock = { segments, pos, functions: [], matches: [], allows: [] };
    this.parseBlockBody(block, block.allows);
    return block;
  }

  /** Reads `/literal/{var}/{rest=**}` from the raw source. */
  private scanMatchPath(start: number): { segments: MatchSegment[]; end: number } {
    const s = this.scanner.source;
    let i = this.scanner.skipTrivia(start);
    if (s[i] !== '/')
      throw new CompileError(
        "Expected a path starting with '/' after 'match'.",
        this.scanner.positionAt(i),
      );
    const segments: MatchSegment[] = [];
    while (s[i] === '/') {
      i++;
      if (s[i] === '{') {
        const close = s.indexOf('}', i);
        const inner = close < 0 ? '' : s.slice(i + 1, close);
        const wildcard = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*\*\*\s*$/.exec(inner);
        const variable = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*$/.exec(inner);
        if (wildcard) segments.push({ kind: 'wildcard', name: wildcard[1] as string });
        else if (variable) segments.push({ kind: 'variable', name: variable[1] as string });
        else
          throw new CompileError(
            'Invalid path variable in match path.',
            this.scanner.positionAt(i),
          );
        i = close + 1;
      } else {
        const begin = i;
        while (i < s.length && !/[\s/{}]/.test(s[i] as string)) i++;
        if (i === begin)
          throw new CompileError('Empty path segment in match path.', this.scanner.positionAt(i));
        segments.push({ kind: 'literal', text: s.slice(begin, i) });
      }
    }
    const wildcardAt = segments.findIndex((segment) => segment.kind === 'wildcard');
    if (wildcardAt >= 0 && wildcardAt !== segments.length - 1) {
      throw new CompileError(
        'A recursive wildcard {name=**} must be the last path segment.',
        this.scanner.positionAt(start),
      );
    }
    return { segments, end: i };
  }

  private parseAllow(): AllowRule {
    const pos = this.advance().pos;
    const methods: RuleMethod[] = [];
    do {
      const method = this.identifier('a method such as read or write');
      if (!(RULE_METHODS as readonly string[]).includes(method.text)) {
        throw new CompileError(
          `Invalid method '${method.text}'. Expected one of ${RULE_METHODS.join(', ')}.`,
          method.pos,
        );
      }
      methods.push(method.text as RuleMethod);
    } while (this.accept(','));
    let condition: Expr | undefined;
    if (this.accept(':')) {
      this.expect('if');
      condition = this.parseExpression();
    }
    this.expect(';');
    return { methods, condition, pos };
  }

  private parseFunction(): FunctionDecl {
    const pos = this.advance().pos;
    const name = this.identifier('a function name').text;
    this.expect('(');
    const params: string[] = [];
    if (!this.is(')')) {
      do params.push(this.identifier('a parameter name').text);
      while (this.accept(','));
    }
    this.expect(')');
    this.expect('{');
    const lets: LetBinding[] = [];
    while (this.is('let')) {
      const letPos = this.advance().pos;
      const letName = this.identifier('a variable name').text;
      this.expect('=');
      lets.push({ name: letName, value: this.parseExpression(), pos: letPos });
      this.expect(';');
    }
    if (!this.is('return'))
      throw new CompileError("Missing 'return' statement in function body.", this.token.pos);
    this.advance();
    const body = this.parseExpression();
    this.accept(';');
    this.expect('}');
    return { name, params, lets, body, pos };
  }

  // ---- expressions --------------------------------------------------------------------

  parseExpression(): Expr {
    if (++this.depth > MAX_NESTING)
      throw new CompileError('Expression is nested too deeply.', this.token.pos);
    try {
      return this.parseTernary();
    } finally {
      this.depth--;
    }
  }

  private parseTernary(): Expr {
    const condition = this.parseOr();
    if (!this.is('?')) return condition;
    const pos = this.advance().pos;
    const then = this.parseTernary();
    this.expect(':');
    const otherwise = this.parseTernary();
    return { type: 'ternary', condition, then, otherwise, pos };
  }

  private parseOr(): Expr {
    let left = this.parseAnd();
    while (this.is('||')) {
      const pos = this.advance().pos;
      left = { type: 'binary', op: '||', left, right: this.parseAnd(), pos };
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseEquality();
    while (this.is('&&')) {
      const pos = this.advance().pos;
      left = { type: 'binary', op: '&&', left, right: this.parseEquality(), pos };
    }
    return left;
  }

  private parseEquality(): Expr {
    let left = this.parseMembership();
    while (this.is('==') || this.is('!=')) {
      const op = this.token.text as BinaryOperator;
      const pos = this.advance().pos;
      left = { type: 'binary', op, left, right: this.parseMembership(), pos };
    }
    return left;
  }

  private parseMembership(): Expr {
    let left = this.parseRelational();
    for (;;) {
      if (this.is('in')) {
        const pos = this.advance().pos;
        left = { type: 'binary', op: 'in', left, right: this.parseRelational(), pos };
      } else if (this.is('is')) {
        const pos = this.advance().pos;
        let typeName = this.identifier('a type name').text;
        while (this.accept('.')) typeName += `.${this.identifier('a type name').text}`;
        left = { type: 'is', operand: left, typeName, pos };
      } else return left;
    }
  }

  private parseRelational(): Expr {
    let left = this.parseAdditive();
    for (;;) {
      const op = this.token.kind === 'punct' ? RELATIONAL[this.token.text] : undefined;
      if (!op) return left;
      const pos = this.advance().pos;
      left = { type: 'binary', op, left, right: this.parseAdditive(), pos };
    }
  }

  private parseAdditive(): Expr {
    let left = this.parseMultiplicative();
    while (this.is('+') || this.is('-')) {
      const op = this.token.text as BinaryOperator;
      const pos = this.advance().pos;
      left = { type: 'binary', op, left, right: this.parseMultiplicative(), pos };
    }
    return left;
  }

  private parseMultiplicative(): Expr {
    let left = this.parseUnary();
    while (this.is('*') || this.is('/') || this.is('%')) {
      const op = this.token.text as BinaryOperator;
      const pos = this.advance().pos;
      left = { type: 'binary', op, left, right: this.parseUnary(), pos };
    }
    return left;
  }

  private parseUnary(): Expr {
    if (this.is('!') || this.is('-')) {
      const op = this.token.text as '!' | '-';
      const pos = this.advance().pos;
      if (op === '-' && this.is('-')) throw this.unexpected();
      const literal = this.token;
      if (op === '-' && (literal.kind === 'int' || literal.kind === 'float')) {
        // Folding keeps -9223372036854775808 representable.
        this.advance();
        const value = literal.kind === 'int' ? int(-literal.value) : float(-literal.value);
        return this.parsePostfixOf({ type: 'literal', value, pos });
      }
      if (++this.depth > MAX_NESTING)
        throw new CompileError('Expression is nested too deeply.', pos);
      try {
        return { type: 'unary', op, operand: this.parseUnary(), pos };
      } finally {
        this.depth--;
      }
    }
    return this.parsePostfix();
  }

  private parsePostfix(): Expr {
    return this.parsePostfixOf(this.parsePrimary());
  }

  private parsePostfixOf(primary: Expr): Expr {
    let expr = primary;
    for (;;) {
      if (this.is('.')) {
        const pos = this.advance().pos;
        const name = this.identifier('a field or method name').text;
        expr = { type: 'member', object: expr, name, pos };
      } else if (this.is('(')) {
        const pos = this.advance().pos;
        const args: Expr[] = [];
        if (!this.is(')')) {
          do args.push(this.parseExpression());
          while (this.accept(','));
        }
        this.expect(')');
        expr = { type: 'call', callee: expr, args, pos };
      } else if (this.is('[')) {
        const pos = this.advance().pos;
        const start = this.is(':') ? undefined : this.parseExpression();
        if (this.accept(':')) {
          const end = this.is(']') ? undefined : this.parseExpression();
          this.expect(']');
          expr = { type: 'slice', object: expr, start, end, pos };
        } else {
          this.expect(']');
          expr = { type: 'index', object: expr, index: start as Expr, pos };
        }
      } else return expr;
    }
  }

  private parsePrimary(): Expr {
    const token = this.token;
    const pos = token.pos;
    switch (token.kind) {
      case 'int':
        this.advance();
        return { type: 'literal', value: int(token.value), pos };
      case 'float':
        this.advance();
        return { type: 'literal', value: float(token.value), pos };
      case 'string':
        this.advance();
        return { type: 'literal', value: str(token.value), pos };
      case 'bytes':
        this.advance();
        return { type: 'literal', value: { kind: 'bytes', value: token.value }, pos };
      case 'ident':
        this.advance();
        if (token.text === 'true') return { type: 'literal', value: TRUE, pos };
        if (token.text === 'false') return { type: 'literal', value: FALSE, pos };
        if (token.text === 'null') return { type: 'literal', value: NULL, pos };
        return { type: 'ident', name: token.text, pos };
      case 'punct':
        if (token.text === '(') {
          this.advance();
          const inner = this.parseExpression();
          this.expect(')');
          return inner;
        }
        if (token.text === '[') return this.parseList();
        if (token.text === '{') return this.parseMap();
        if (token.text === '/') return this.parsePathLiteral();
        throw this.unexpected();
      default:
        throw this.unexpected();
    }
  }

  private parseList(): Expr {
    const pos = this.advance().pos;
    const items: Expr[] = [];
    while (!this.is(']')) {
      items.push(this.parseExpression());
      if (!this.accept(',')) break;
    }
    this.expect(']');
    return { type: 'list', items, pos };
  }

  private parseMap(): Expr {
    const pos = this.advance().pos;
    const entries: { key: Expr; value: Expr }[] = [];
    while (!this.is('}')) {
      const key = this.parseExpression();
      this.expect(':');
      entries.push({ key, value: this.parseExpression() });
      if (!this.accept(',')) break;
    }
    this.expect('}');
    return { type: 'map', entries, pos };
  }

  /** `/databases/$(database)/documents/users/$(uid)`: text segments and `$(expr)` parts. */
  private parsePathLiteral(): Expr {
    const s = this.scanner.source;
    const pos = this.token.pos;
    let i = this.token.offset;
    const parts: PathPart[] = [];
    while (s[i] === '/') {
      parts.push({ kind: 'text', text: '/' });
      i++;
      if (s[i] === '$' && s[i + 1] === '(') {
        this.token = this.scanner.tokenAt(i + 2);
        parts.push({ kind: 'expr', expr: this.parseExpression() });
        if (!this.is(')')) throw this.unexpected("')'");
        i = this.token.end;
        continue;
      }
      const begin = i;
      while (i < s.length) {
        const c = s[i] as string;
        if (c === '(') {
          const close = s.indexOf(')', i);
          if (close < 0)
            throw new CompileError('Unbalanced parenthesis in path.', this.scanner.positionAt(i));
          i = close + 1;
        } else if (/[A-Za-z0-9_\-.~%@+:=!*']/.test(c)) i++;
        else break;
      }
      if (i === begin) throw new CompileError('Empty path segment.', this.scanner.positionAt(i));
      parts.push({ kind: 'text', text: s.slice(begin, i) });
    }
    this.token = this.scanner.tokenAt(i);
    return { type: 'path', parts, pos };
  }

  expectEnd(): void {
    if (this.token.kind !== 'eof') throw this.unexpected();
  }
}

export function parseRules(source: string, fileName: string): RulesFile {
  return new Parser(source).parseFile(fileName);
}

/** Parses a single expression, as used in tests and the differential corpus. */
export function parseExpression(source: string): Expr {
  const parser = new Parser(source);
  const expr = parser.parseExpression();
  parser.expectEnd();
  return expr;
}
