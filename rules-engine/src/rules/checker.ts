// Static checks after parsing: unknown names, function arity, unknown types and methods.
import type { Block, Expr, FunctionDecl, MatchSegment, Position, RulesFile } from './ast.js';
import type { RulesIssue } from './issues.js';
import { compileRegex } from './library/regex.js';
import { KNOWN_SERVICES } from './services.js';
import { callSignatures, type CallSignatures } from './signatures.js';
import { TYPE_NAMES } from './types.js';

const GLOBAL_VARIABLES = ['request', 'resource'];
/** String methods whose first argument is a regular expression, checked when it is a literal. */
const REGEX_METHODS = ['matches', 'split', 'replace'];

interface CheckScope {
  variables: Set<string>;
  functions: Map<string, FunctionDecl>;
  parent: CheckScope | undefined;
}

class Checker {
  readonly issues: RulesIssue[] = [];
  /** The signatures of the service being checked; none before the first service block. */
  private signatures: CallSignatures = callSignatures('');

  constructor(private readonly file: RulesFile) {}

  private report(pos: Position, message: string, severity: RulesIssue['severity'] = 'error'): void {
    this.issues.push({
      fileName: this.file.fileName,
      line: pos.line,
      column: pos.column,
      message,
      severity,
    });
  }

  run(): void {
    const root: CheckScope = {
      variables: new Set(GLOBAL_VARIABLES),
      functions: new Map(),
      parent: undefined,
    };
    this.declare(root, this.file.functions);
    for (const fn of this.file.functions) this.checkFunction(fn, root);
    for (const service of this.file.services) {
      if (!KNOWN_SERVICES.includes(service.name)) {
        this.report(
          service.pos,
          `Unknown service '${service.name}'. Expected cloud.firestore or firebase.storage.`,
        );
      }
      this.signatures = callSignatures(service.name);
      this.checkBlock(service, { variables: new Set(), functions: new Map(), parent: root });
    }
  }

  private declare(scope: CheckScope, functions: readonly FunctionDecl[]): void {
    for (const fn of functions) {
      if (scope.functions.has(fn.name))
        this.report(fn.pos, `Function '${fn.name}' is declared twice in the same scope.`);
      scope.functions.set(fn.name, fn);
    }
  }

  private checkBlock(block: Block, scope: CheckScope): void {
    this.declare(scope, block.functions);
    for (const fn of block.functions) this.checkFunction(fn, scope);
    for (const match of block.matches) {
      const inner: CheckScope = {
        variables: new Set(variablesOf(match.segments)),
        functions: new Map(),
        parent: scope,
      };
      this.checkBlock(match, inner);
      for (const allow of match.allows) if (allow.condition) this.checkExpr(allow.condition, inner);
    }
  }

  private checkFunction(fn: FunctionDecl, scope: CheckScope): void {
    const local: CheckScope = {
      variables: new Set(fn.params),
      functions: new Map(),
      parent: scope,
    };
    for (const binding of fn.lets) {
      this.checkExpr(binding.value, local);
      local.variables.add(binding.name);
    }
    this.checkExpr(fn.body, local);
  }

  private hasVariable(scope: CheckScope, name: string): boolean {
    for (let s: CheckScope | undefined = scope; s; s = s.parent)
      if (s.variables.has(name)) return true;
    return false;
  }

  private findFunction(scope: CheckScope, name: string): FunctionDecl | undefined {
    for (let s: CheckScope | undefined = scope; s; s = s.parent) {
      const fn = s.functions.get(name);
      if (fn) return fn;
    }
    return undefined;
  }

  private checkExpr(expr: Expr, scope: CheckScope): void {
    switch (expr.type) {
      case 'literal':
        return;
      case 'ident':
        if (!this.hasVariable(scope, expr.name))
          this.report(expr.pos, `Unknown variable '${expr.name}'.`);
        return;
      case 'path':
        for (const part of expr.parts) if (part.kind === 'expr') this.checkExpr(part.expr, scope);
        return;
      case 'list':
        for (const item of expr.items) this.checkExpr(item, scope);
        return;
      case 'map':
        for (const entry of expr.entries) {
          this.checkExpr(entry.key, scope);
          this.checkExpr(entry.value, scope);
        }
        return;
      case 'unary':
        return this.checkExpr(expr.operand, scope);
      case 'binary':
        this.checkExpr(expr.left, scope);
        return this.checkExpr(expr.right, scope);
      case 'is':
        if (!TYPE_NAMES.includes(expr.typeName))
          this.report(expr.pos, `Unknown type '${expr.typeName}'.`);
        return this.checkExpr(expr.operand, scope);
      case 'ternary':
        this.checkExpr(expr.condition, scope);
        this.checkExpr(expr.then, scope);
        return this.checkExpr(expr.otherwise, scope);
      case 'member':
        if (this.isNamespaceIn(scope, expr.object)) {
          this.report(
            expr.pos,
            `'${expr.object.name}.${expr.name}' is a function; call it with ().`,
          );
          return;
        }
        return this.checkExpr(expr.object, scope);
      case 'index':
        this.checkExpr(expr.object, scope);
        return this.checkExpr(expr.index, scope);
      case 'slice':
        this.checkExpr(expr.object, scope);
        if (expr.start) this.checkExpr(expr.start, scope);
        if (expr.end) this.checkExpr(expr.end, scope);
        return;
      case 'call':
        for (const arg of expr.args) this.checkExpr(arg, scope);
        return this.checkCall(expr, scope);
    }
  }

  private checkCall(expr: Extract<Expr, { type: 'call' }>, scope: CheckScope): void {
    const { callee, args } = expr;
    const name = this.functionName(callee, scope);
    if (name === undefined) {
      if (callee.type === 'member') this.checkMethodCall(expr, callee, scope);
      else this.report(expr.pos, 'Only functions and methods can be called.');
      return;
    }
    // A function the rules declare shadows a built-in of the same name.
    const declared = callee.type === 'ident' ? this.findFunction(scope, name) : undefined;
    const arities = declared ? [declared.params.length] : this.signatures.arities(name);
    if (!arities) this.report(callee.pos, `Function not found error: Name: [${name}].`);
    else if (!arities.includes(args.length))
      this.report(
        expr.pos,
        `Function '${name}' takes ${arities.join(' or ')} arguments but is called with ${args.length}.`,
      );
  }

  /** The name a function call uses (`f` or `namespace.f`); undefined for a method call. */
  private functionName(callee: Expr, scope: CheckScope): string | undefined {
    if (callee.type === 'ident') return callee.name;
    if (callee.type === 'member' && this.isNamespaceIn(scope, callee.object))
      return `${callee.object.name}.${callee.name}`;
    return undefined;
  }

  /** Whether `object` names a namespace here: an identifier no variable in scope shadows. */
  private isNamespaceIn(
    scope: CheckScope,
    object: Expr,
  ): object is Extract<Expr, { type: 'ident' }> {
    return (
      object.type === 'ident' &&
      !this.hasVariable(scope, object.name) &&
      this.signatures.isNamespace(object.name)
    );
  }

  private checkMethodCall(
    expr: Extract<Expr, { type: 'call' }>,
    callee: Extract<Expr, { type: 'member' }>,
    scope: CheckScope,
  ): void {
    const { args } = expr;
    this.checkExpr(callee.object, scope);
    const arities = this.signatures.methodArities(callee.name);
    if (arities.length === 0)
      this.report(
        callee.pos,
        `Unknown method '${callee.name}': it fails when evaluated.`,
        'warning',
      );
    else if (!arities.includes(args.length))
      // Google's compiler accepts these; the call fails (and denies) when evaluated.
      this.report(
        expr.pos,
        `Method '${callee.name}' takes ${arities.join(' or ')} arguments but is called with ${args.length}.`,
        'warning',
      );
    const pattern = REGEX_METHODS.includes(callee.name) ? args[0] : undefined;
    if (pattern?.type === 'literal' && pattern.value.kind === 'string') {
      const compiled = compileRegex(pattern.value.value);
      if (compiled instanceof Error) this.report(pattern.pos, compiled.message);
    }
  }
}

function variablesOf(segments: MatchSegment[]): string[] {
  return segments.flatMap((segment) => (segment.kind === 'literal' ? [] : [segment.name]));
}

export function checkRules(file: RulesFile): RulesIssue[] {
  const checker = new Checker(file);
  checker.run();
  return checker.issues;
}
