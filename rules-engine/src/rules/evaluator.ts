// Walks an expression tree to a value: evaluation order, step and depth limits, and which
// function a call reaches. What each operator, access or built-in does lives in its own module.
// Errors are values, so a denied condition never throws (see ./operators.ts for `&&`/`||`).
import type { Expr, FunctionDecl } from './ast.js';
import type { DocumentSource } from './documents.js';
import { DocumentLookups, documentFunction, type LookedUpDocument } from './document-lookups.js';
import {
  GLOBAL_FUNCTIONS,
  NAMESPACES,
  methodFor,
  type Builtin,
  type BuiltinContext,
} from './library/index.js';
import { index, member, slice } from './access.js';
import { DEFAULT_LIMITS, LimitExceeded, type EvaluationLimits } from './limits.js';
import { operatorCost } from './cost.js';
import { binary, logical, unary } from './operators.js';
import { interpolatePath } from './paths.js';
import { Scope } from './scope.js';
import { isType } from './types.js';
import type { Value } from './values.js';
import { NULL, describe, error, isError, list, typeName } from './values.js';

export interface EvaluationOptions {
  service: string;
  documents: DocumentSource;
  limits?: Partial<EvaluationLimits>;
  debug?: (text: string) => void;
}

/** What the evaluations of one request used so far, against the limits of limits.ts. */
export interface EvaluationUsage {
  /** Expression nodes evaluated (the steps `maxSteps` bounds; see the counting in limits.ts). */
  expressions: number;
  /** Documents read with get/exists/getAfter/existsAfter, each counted once. */
  documentLookups: number;
  /** Those documents, in the order of their first read. */
  documents: LookedUpDocument[];
}

export class Evaluator {
  private steps = 0;
  private callDepth = 0;
  private readonly limits: EvaluationLimits;
  private readonly lookups: DocumentLookups;
  private readonly builtinContext: BuiltinContext;

  constructor(private readonly options: EvaluationOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.lookups = new DocumentLookups(options.documents, this.limits.maxDocumentLookups);
    const debug = options.debug ?? (() => undefined);
    this.builtinContext = { debug };
  }

  /** Steps and document lookups of every evaluate() of this evaluator so far. */
  get usage(): EvaluationUsage {
    const documents = this.lookups.lookedUp;
    return { expressions: this.steps, documentLookups: documents.length, documents };
  }

  /** Evaluates a condition; anything but `true` denies. */
  evaluate(expr: Expr, scope: Scope): Value {
    try {
      return this.eval(expr, scope);
    } catch (cause) {
      if (cause instanceof LimitExceeded) return error(cause.message);
      throw cause;
    }
  }

  /** Counts `steps` more, and stops the evaluation past the limit. */
  private charge(steps: number): void {
    this.steps += steps;
    if (this.steps > this.limits.maxSteps)
      throw new LimitExceeded(`Evaluation exceeded ${this.limits.maxSteps} steps.`);
  }

  private eval(expr: Expr, scope: Scope): Value {
    this.charge(1);
    switch (expr.type) {
      case 'literal':
        return expr.value;
      case 'ident': {
        const value = scope.variable(expr.name);
        return value ?? error(`Unknown variable '${expr.name}'.`);
      }
      case 'path':
        return interpolatePath(expr.parts, (part) => this.eval(part, scope));
      case 'list':
        return this.evalList(expr.items, scope);
      case 'map':
        return this.evalMap(expr.entries, scope);
      case 'unary':
        return unary(expr.op, this.eval(expr.operand, scope));
      case 'binary':
        if (expr.op === '&&' || expr.op === '||')
          return logical(expr.op, this.eval(expr.left, scope), () => this.eval(expr.right, scope));
        return this.binary(expr.op, this.eval(expr.left, scope), this.eval(expr.right, scope));
      case 'is':
        return isType(this.eval(expr.operand, scope), expr.typeName);
      case 'ternary': {
        const condition = this.eval(expr.condition, scope);
        if (isError(condition)) return condition;
        if (condition.kind !== 'bool')
          return error(`Ternary condition must be bool, got ${typeName(condition)}.`);
        return this.eval(condition.value ? expr.then : expr.otherwise, scope);
      }
      case 'member':
        return member(this.eval(expr.object, scope), expr.name);
      case 'index':
        return index(this.eval(expr.object, scope), this.eval(expr.index, scope));
      case 'slice':
        return slice(
          this.eval(expr.object, scope),
          expr.start ? this.eval(expr.start, scope) : undefined,
          expr.end ? this.eval(expr.end, scope) : undefined,
        );
      case 'call':
        return this.call(expr, scope);
    }
  }

  /** A binary operator other than `&&`/`||`, with the elements `==`, `!=` and `in` walk. */
  private binary(op: Parameters<typeof binary>[0], left: Value, right: Value): Value {
    const result = binary(op, left, right);
    if (!isError(result)) this.charge(operatorCost(op, left, right));
    return result;
  }

  /** `[a, b]`: the first item that fails is the result. */
  private evalList(itemExprs: Expr[], scope: Scope): Value {
    const items: Value[] = [];
    for (const item of itemExprs) {
      const value = this.eval(item, scope);
      if (isError(value)) return value;
      items.push(value);
    }
    return list(items);
  }

  /** `{k: v}`: keys must be strings; the first key or value that fails is the result. */
  private evalMap(entryExprs: { key: Expr; value: Expr }[], scope: Scope): Value {
    const entries = new Map<string, Value>();
    for (const entry of entryExprs) {
      const key = this.eval(entry.key, scope);
      if (isError(key)) return key;
      if (key.kind !== 'string') return error(`Map keys must be strings, got ${typeName(key)}.`);
      const value = this.eval(entry.value, scope);
      if (isError(value)) return value;
      entries.set(key.value, value);
    }
    return { kind: 'map', entries };
  }

  private evalArgs(args: Expr[], scope: Scope): Value[] {
    return args.map((arg) => this.eval(arg, scope));
  }

  /**
   * Which function a call reaches, first match wins: a declared function, `debug`, a document
   * function, a global built-in; `namespace.f` when no variable is named `namespace`; otherwise
   * a method of the receiver's value.
   */
  private call(expr: Extract<Expr, { type: 'call' }>, scope: Scope): Value {
    const callee = expr.callee;
    if (callee.type === 'ident') {
      const userFunction = scope.function(callee.name);
      if (userFunction)
        return this.callUser(
          userFunction.decl,
          userFunction.scope,
          this.evalArgs(expr.args, scope),
        );
      if (callee.name === 'debug') return this.debug(expr.args, scope);
      const document = documentFunction(this.options.service, undefined, callee.name);
      if (document) return this.lookups.call(document, this.evalArgs(expr.args, scope));
      const global = GLOBAL_FUNCTIONS[callee.name];
      if (global && Object.hasOwn(GLOBAL_FUNCTIONS, callee.name))
        return this.callBuiltin(global, NULL, expr.args, scope, callee.name);
      return error(`Function not found: ${callee.name}.`);
    }
    if (callee.type !== 'member') return error('Only functions and methods can be called.');
    if (callee.object.type === 'ident' && scope.variable(callee.object.name) === undefined) {
      const namespace = callee.object.name;
      const document = documentFunction(this.options.service, namespace, callee.name);
      if (document) return this.lookups.call(document, this.evalArgs(expr.args, scope));
      const table = NAMESPACES[namespace];
      const fn = table && Object.hasOwn(table, callee.name) ? table[callee.name] : undefined;
      if (fn) return this.callBuiltin(fn, NULL, expr.args, scope, `${namespace}.${callee.name}`);
      return error(`Function not found: ${namespace}.${callee.name}.`);
    }
    const receiver = this.eval(callee.object, scope);
    if (isError(receiver)) return receiver;
    const method = methodFor(receiver, callee.name);
    if (!method) return error(`Function not found: ${typeName(receiver)}.${callee.name}.`);
    return this.callBuiltin(
      method,
      receiver,
      expr.args,
      scope,
      `${typeName(receiver)}.${callee.name}`,
    );
  }

  private callBuiltin(
    fn: Builtin,
    receiver: Value,
    argExprs: Expr[],
    scope: Scope,
    name: string,
  ): Value {
    if (!fn.arity.includes(argExprs.length))
      return error(`${name}() takes ${fn.arity.join(' or ')} arguments, got ${argExprs.length}.`);
    const args = this.evalArgs(argExprs, scope);
    const failed = args.find(isError);
    if (failed) return failed;
    const result = fn.call(receiver, args, this.builtinContext);
    if (fn.cost && !isError(result)) this.charge(fn.cost(receiver, args));
    return result;
  }

  private callUser(decl: FunctionDecl, declaredIn: Scope, args: Value[]): Value {
    if (args.length !== decl.params.length) {
      return error(
        `Function ${decl.name}() takes ${decl.params.length} arguments, got ${args.length}.`,
      );
    }
    if (this.callDepth >= this.limits.maxCallDepth) {
      throw new LimitExceeded(
        `Function call depth exceeded ${this.limits.maxCallDepth} (at ${decl.name}).`,
      );
    }
    const local = new Scope(declaredIn);
    decl.params.forEach((param, i) => local.define(param, args[i] as Value));
    for (const binding of decl.lets)
      local.define(binding.name, () => this.eval(binding.value, local));
    this.callDepth++;
    try {
      return this.eval(decl.body, local);
    } finally {
      this.callDepth--;
    }
  }

  private debug(argExprs: Expr[], scope: Scope): Value {
    if (argExprs.length !== 1) return error('debug() takes 1 argument.');
    const value = this.eval(argExprs[0] as Expr, scope);
    this.builtinContext.debug(describe(value));
    return value;
  }
}
