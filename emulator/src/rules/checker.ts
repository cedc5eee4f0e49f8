// Static checks after parsing: unknown names, function arity, unknown types and methods.
import type { Block, Expr, FunctionDecl, MatchSegment, Position, RulesFile } from './ast.js';
import { TYPE_NAMES } from './evaluator.js';
import type { RulesIssue } from './issues.js';
import { GLOBAL_FUNCTIONS, NAMESPACES, methodArities } from './library/index.js';
import { compileRegex } from './library/regex.js';

const GLOBAL_VARIABLES = ['request', 'resource'];
/** String methods whose first argument is a regular expression, checked when it is a literal. */
const REGEX_METHODS = ['matches', 'split', 'replace'];
const SERVICE_FUNCTIONS: Record<string, string[]> = {
  'cloud.firestore': ['get', 'exists', 'getAfter', 'existsAfter'],
  'firebase.storage': [],
};
const SERVICE_NAMESPACES: Record<string, Record<string, number>> = {
  'firebase.storage': { get: 1, exists: 1 },
};

interface CheckScope {
  variables: Set<string>;
  functions: Map<string, FunctionDecl>;
  parent: CheckScope | undefined;
}

class Checker {
  readonly issues: RulesIssue[] = [];
  private service = '';

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
      if (!(service.name in SERVICE_FUNCTIONS)) {
        this.report(
          service.pos,
          `Unknown service '${service.name}'. Expected cloud.firestore or firebase.storage.`,
        );
      }
      this.service = service.name;
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
        if (
          expr.object.type === 'ident' &&
          !this.hasVariable(scope, expr.object.name) &&
          this.isNamespace(expr.object.name)
        ) {
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

  private isNamespace(name: string): boolean {
    return name in NAMESPACES || (name === 'firestore' && this.service in SERVICE_NAMESPACES);
  }

  private checkCall(expr: Extract<Expr, { type: 'call' }>, scope: CheckScope): void {
    const { callee, args } = expr;
    if (callee.type === 'ident') {
      const fn = this.findFunction(scope, callee.name);
      if (fn) {
        if (fn.params.length !== args.length) {
          this.report(
            expr.pos,
            `Function '${callee.name}' takes ${fn.params.length} arguments but is called with ${args.length}.`,
          );
        }
        return;
      }
      const builtin = Object.hasOwn(GLOBAL_FUNCTIONS, callee.name)
        ? GLOBAL_FUNCTIONS[callee.name]
        : undefined;
      const arities = builtin
        ? builtin.arity
        : callee.name === 'debug' || SERVICE_FUNCTIONS[this.service]?.includes(callee.name)
          ? [1]
          : undefined;
      if (!arities) this.report(callee.pos, `Function not found error: Name: [${callee.name}].`);
      else if (!arities.includes(args.length))
        this.report(
          expr.pos,
          `Function '${callee.name}' takes ${arities.join(' or ')} arguments but is called with ${args.length}.`,
        );
      return;
    }
    if (callee.type !== 'member') {
      this.report(expr.pos, 'Only functions and methods can be called.');
      return;
    }
    const object = callee.object;
    if (
      object.type === 'ident' &&
      !this.hasVariable(scope, object.name) &&
      this.isNamespace(object.name)
    ) {
      const table = object.name === 'firestore' ? SERVICE_NAMESPACES[this.service] : undefined;
      const arities = table
        ? Object.hasOwn(table, callee.name)
          ? [table[callee.name] as number]
          : undefined
        : Object.hasOwn(NAMESPACES[object.name] ?? {}, callee.name)
          ? NAMESPACES[object.name]?.[callee.name]?.arity
          : undefined;
      if (!arities)
        this.report(callee.pos, `Function not found error: Name: [${object.name}.${callee.name}].`);
      else if (!arities.includes(args.length)) {
        this.report(
          expr.pos,
          `Function '${object.name}.${callee.name}' takes ${arities.join(' or ')} arguments but is called with ${args.length}.`,
        );
      }
      return;
    }
    this.checkExpr(object, scope);
    const arities = methodArities(callee.name);
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
