// Evaluates expressions to values. Errors are values; `&&`, `||` and `?:` absorb them the way
// Firebase documents (`error || true` is true, `error && false` is false).
import type { BinaryOperator, Expr, FunctionDecl } from './ast.js';
import { PendingDocumentError, type DocumentSource } from './documents.js';
import {
  GLOBAL_FUNCTIONS,
  NAMESPACES,
  methodFor,
  type Builtin,
  type BuiltinContext,
} from './library/index.js';
import { duration, timestamp } from './library/time.js';
import { Scope } from './scope.js';
import type { ErrorValue, Value } from './values.js';
import {
  FALSE,
  NULL,
  bool,
  compare,
  contains,
  describe,
  equals,
  error,
  float,
  int,
  isError,
  isNumber,
  list,
  str,
  toNumber,
  typeName,
} from './values.js';

export interface EvaluationLimits {
  /** Expression nodes evaluated per request, against runaway rules. */
  maxSteps: number;
  /** Nested user-function calls (Firebase allows 20). */
  maxCallDepth: number;
  /** Document lookups per request (Firebase allows 10 for a single-document request). */
  maxDocumentLookups: number;
}

export const DEFAULT_LIMITS: EvaluationLimits = {
  maxSteps: 20_000,
  maxCallDepth: 20,
  maxDocumentLookups: 10,
};

export interface EvaluationOptions {
  service: string;
  documents: DocumentSource;
  limits?: Partial<EvaluationLimits>;
  debug?: (text: string) => void;
}

/** `firestore.get()` in Storage rules; bare `get()` in Firestore rules. */
const DOCUMENT_FUNCTIONS: Record<string, { namespace: string | undefined; exists: boolean }[]> = {
  'firebase.storage': [
    { namespace: 'firestore', exists: false },
    { namespace: 'firestore', exists: true },
  ],
};

class LimitExceeded extends Error {}

export class Evaluator {
  private steps = 0;
  private callDepth = 0;
  private readonly lookups = new Set<string>();
  private readonly limits: EvaluationLimits;
  private readonly builtinContext: BuiltinContext;

  constructor(private readonly options: EvaluationOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    const debug = options.debug ?? (() => undefined);
    this.builtinContext = { debug };
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

  private eval(expr: Expr, scope: Scope): Value {
    if (++this.steps > this.limits.maxSteps)
      throw new LimitExceeded(`Evaluation exceeded ${this.limits.maxSteps} steps.`);
    switch (expr.type) {
      case 'literal':
        return expr.value;
      case 'ident': {
        const value = scope.variable(expr.name);
        return value ?? error(`Unknown variable '${expr.name}'.`);
      }
      case 'path':
        return this.evalPath(expr, scope);
      case 'list': {
        const items: Value[] = [];
        for (const item of expr.items) {
          const value = this.eval(item, scope);
          if (isError(value)) return value;
          items.push(value);
        }
        return list(items);
      }
      case 'map': {
        const entries = new Map<string, Value>();
        for (const entry of expr.entries) {
          const key = this.eval(entry.key, scope);
          if (isError(key)) return key;
          if (key.kind !== 'string')
            return error(`Map keys must be strings, got ${typeName(key)}.`);
          const value = this.eval(entry.value, scope);
          if (isError(value)) return value;
          entries.set(key.value, value);
        }
        return { kind: 'map', entries };
      }
      case 'unary':
        return unary(expr.op, this.eval(expr.operand, scope));
      case 'binary':
        if (expr.op === '&&' || expr.op === '||')
          return this.logical(expr.op, expr.left, expr.right, scope);
        return binary(expr.op, this.eval(expr.left, scope), this.eval(expr.right, scope));
      case 'is': {
        const value = this.eval(expr.operand, scope);
        return isError(value) ? value : isType(value, expr.typeName);
      }
      case 'ternary': {
        const condition = this.eval(expr.condition, scope);
        if (isError(condition)) return condition;
        if (condition.kind !== 'bool')
          return error(`Ternary condition must be bool, got ${typeName(condition)}.`);
        return this.eval(condition.value ? expr.then : expr.otherwise, scope);
      }
      case 'member': {
        const object = this.eval(expr.object, scope);
        return member(object, expr.name);
      }
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

  private logical(op: '&&' | '||', leftExpr: Expr, rightExpr: Expr, scope: Scope): Value {
    const decisive = op === '||';
    const left = this.eval(leftExpr, scope);
    if (left.kind === 'bool' && left.value === decisive) return left;
    const right = this.eval(rightExpr, scope);
    if (right.kind === 'bool' && right.value === decisive) return right;
    if (isError(left)) return left;
    if (left.kind !== 'bool')
      return error(`Operator ${op} needs bool operands, got ${typeName(left)}.`);
    if (isError(right)) return right;
    if (right.kind !== 'bool')
      return error(`Operator ${op} needs bool operands, got ${typeName(right)}.`);
    return bool(!decisive);
  }

  private evalPath(expr: Extract<Expr, { type: 'path' }>, scope: Scope): Value {
    let text = '';
    for (const part of expr.parts) {
      if (part.kind === 'text') {
        text += part.text;
        continue;
      }
      const value = this.eval(part.expr, scope);
      if (isError(value)) return value;
      if (value.kind === 'string') text += value.value;
      else if (value.kind === 'int') text += String(value.value);
      else if (value.kind === 'path') text += value.segments.join('/');
      else return error(`Cannot insert a ${typeName(value)} into a path.`);
    }
    return { kind: 'path', segments: text.split('/').filter((segment) => segment !== '') };
  }

  private evalArgs(args: Expr[], scope: Scope): Value[] {
    return args.map((arg) => this.eval(arg, scope));
  }

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
      const documentCall = this.documentCall(undefined, callee.name);
      if (documentCall) return documentCall(this.evalArgs(expr.args, scope));
      const global = GLOBAL_FUNCTIONS[callee.name];
      if (global && Object.hasOwn(GLOBAL_FUNCTIONS, callee.name))
        return this.callBuiltin(global, NULL, expr.args, scope, callee.name);
      return error(`Function not found: ${callee.name}.`);
    }
    if (callee.type !== 'member') return error('Only functions and methods can be called.');
    if (callee.object.type === 'ident' && scope.variable(callee.object.name) === undefined) {
      const namespace = callee.object.name;
      const documentCall = this.documentCall(namespace, callee.name);
      if (documentCall) return documentCall(this.evalArgs(expr.args, scope));
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
    return failed ?? fn.call(receiver, args, this.builtinContext);
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

  private documentCall(
    namespace: string | undefined,
    name: string,
  ): ((args: Value[]) => Value) | undefined {
    const exists = name === 'exists' ? true : name === 'get' ? false : undefined;
    if (exists === undefined) return undefined;
    const supported = DOCUMENT_FUNCTIONS[this.options.service] ?? [
      { namespace: undefined, exists },
    ];
    if (!supported.some((entry) => entry.namespace === namespace && entry.exists === exists))
      return undefined;
    return (args) => this.lookupDocument(args, exists, namespace ? `${namespace}.${name}` : name);
  }

  private lookupDocument(args: Value[], exists: boolean, name: string): Value {
    if (args.length !== 1) return error(`${name}() takes 1 argument.`);
    const target = args[0] as Value;
    if (isError(target)) return target;
    if (target.kind !== 'path') return error(`${name}() expects a path, got ${typeName(target)}.`);
    const segments = target.segments;
    if (
      segments[0] !== 'databases' ||
      segments[2] !== 'documents' ||
      segments.length < 5 ||
      segments.length % 2 === 0
    ) {
      return error(`${name}(): /${segments.join('/')} is not a document path.`);
    }
    const path = `/${segments.join('/')}`;
    if (!this.lookups.has(path) && this.lookups.size >= this.limits.maxDocumentLookups) {
      return error(`More than ${this.limits.maxDocumentLookups} document lookups in one request.`);
    }
    this.lookups.add(path);
    const document = this.options.documents.lookup(path);
    if (document === undefined) throw new PendingDocumentError(path);
    if (exists) return bool(document.found);
    if (!document.found) return error(`${name}(): document ${path} does not exist.`);
    const entries = new Map<string, Value>([
      ['__name__', target],
      ['id', str(segments[segments.length - 1] as string)],
      ['data', { kind: 'map', entries: document.data }],
    ]);
    return { kind: 'map', entries };
  }
}

// ---- operators ----------------------------------------------------------------------

function unary(op: '!' | '-', operand: Value): Value {
  if (isError(operand)) return operand;
  if (op === '!')
    return operand.kind === 'bool'
      ? bool(!operand.value)
      : error(`Operator ! needs a bool, got ${typeName(operand)}.`);
  if (operand.kind === 'int') return int(-operand.value);
  if (operand.kind === 'float') return float(-operand.value);
  if (operand.kind === 'duration') return duration(-operand.nanos);
  return error(`Operator - needs a number, got ${typeName(operand)}.`);
}

function mismatch(op: string, left: Value, right: Value): ErrorValue {
  return error(`Unsupported operand types for ${op}: ${typeName(left)} and ${typeName(right)}.`);
}

function arithmetic(op: '+' | '-' | '*' | '/' | '%', left: Value, right: Value): Value {
  if (left.kind === 'int' && right.kind === 'int') {
    const [a, b] = [left.value, right.value];
    switch (op) {
      case '+':
        return int(a + b);
      case '-':
        return int(a - b);
      case '*':
        return int(a * b);
      case '/':
        return b === 0n ? error('Division by zero.') : int(a / b);
      case '%':
        return b === 0n ? error('Modulo by zero.') : int(a % b);
    }
  }
  if (isNumber(left) && isNumber(right)) {
    const [a, b] = [toNumber(left), toNumber(right)];
    switch (op) {
      case '+':
        return float(a + b);
      case '-':
        return float(a - b);
      case '*':
        return float(a * b);
      case '/':
        return float(a / b);
      case '%':
        return float(a % b);
    }
  }
  return temporalOrConcat(op, left, right);
}

function temporalOrConcat(op: string, left: Value, right: Value): Value {
  if (op === '+') {
    if (left.kind === 'string' && right.kind === 'string') return str(left.value + right.value);
    if (left.kind === 'duration' && right.kind === 'duration')
      return duration(left.nanos + right.nanos);
    if (left.kind === 'timestamp' && right.kind === 'duration')
      return timestamp(left.nanos + right.nanos);
    if (left.kind === 'duration' && right.kind === 'timestamp')
      return timestamp(left.nanos + right.nanos);
  }
  if (op === '-') {
    if (left.kind === 'timestamp' && right.kind === 'timestamp')
      return duration(left.nanos - right.nanos);
    if (left.kind === 'timestamp' && right.kind === 'duration')
      return timestamp(left.nanos - right.nanos);
    if (left.kind === 'duration' && right.kind === 'duration')
      return duration(left.nanos - right.nanos);
  }
  return mismatch(op, left, right);
}

function binary(op: Exclude<BinaryOperator, '&&' | '||'>, left: Value, right: Value): Value {
  if (isError(left)) return left;
  if (isError(right)) return right;
  switch (op) {
    case '==':
      return bool(equals(left, right));
    case '!=':
      return bool(!equals(left, right));
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const order = compare(left, right);
      if (order === undefined) {
        const nan = isNumber(left) && isNumber(right);
        return nan ? FALSE : mismatch(op, left, right);
      }
      if (op === '<') return bool(order < 0);
      if (op === '<=') return bool(order <= 0);
      if (op === '>') return bool(order > 0);
      return bool(order >= 0);
    }
    case 'in':
      if (right.kind === 'list' || right.kind === 'set')
        return bool(contains(right.items, left, right.kind === 'list'));
      if (right.kind === 'map')
        return left.kind === 'string' ? bool(right.entries.has(left.value)) : FALSE;
      return error(`Operator 'in' needs a list, set or map on the right, got ${typeName(right)}.`);
    default:
      return arithmetic(op, left, right);
  }
}

const TYPE_CHECKS: Record<string, (value: Value) => boolean> = {
  bool: (v) => v.kind === 'bool',
  int: (v) => v.kind === 'int',
  float: (v) => v.kind === 'float',
  number: isNumber,
  string: (v) => v.kind === 'string',
  bytes: (v) => v.kind === 'bytes',
  list: (v) => v.kind === 'list',
  map: (v) => v.kind === 'map',
  timestamp: (v) => v.kind === 'timestamp',
  duration: (v) => v.kind === 'duration',
  path: (v) => v.kind === 'path',
  latlng: (v) => v.kind === 'latlng',
  'rules.MapDiff': (v) => v.kind === 'mapdiff',
};

/** Accepted by Google's compiler, but `x is set` is false even for sets there. */
const UNCHECKABLE_TYPES = ['set'];

export const TYPE_NAMES = [...Object.keys(TYPE_CHECKS), ...UNCHECKABLE_TYPES];

function isType(value: Value, name: string): Value {
  if (UNCHECKABLE_TYPES.includes(name)) return FALSE;
  const check = TYPE_CHECKS[name];
  return check ? bool(check(value)) : error(`Unknown type '${name}'.`);
}

function member(object: Value, name: string): Value {
  if (isError(object)) return object;
  if (object.kind === 'map')
    return object.entries.get(name) ?? error(`Property ${name} is undefined on object.`);
  if (object.kind === 'null') return error(`Null value error: cannot read '${name}' of null.`);
  return error(`Cannot read property '${name}' of ${typeName(object)}.`);
}

function checkedIndex(i: Value, length: number): number | ErrorValue {
  if (i.kind !== 'int') return error(`Index must be an int, got ${typeName(i)}.`);
  if (i.value < 0n || i.value >= BigInt(length)) return error(`Index ${i.value} out of range.`);
  return Number(i.value);
}

function index(object: Value, key: Value): Value {
  if (isError(object)) return object;
  if (isError(key)) return key;
  if (object.kind === 'map') {
    if (key.kind !== 'string') return error(`Map keys must be strings, got ${typeName(key)}.`);
    return object.entries.get(key.value) ?? error(`Property ${key.value} is undefined on object.`);
  }
  if (object.kind === 'list' || object.kind === 'path' || object.kind === 'string') {
    const items =
      object.kind === 'list'
        ? object.items
        : object.kind === 'path'
          ? object.segments.map(str)
          : [...stringUnits(object.value)];
    const at = checkedIndex(key, items.length);
    return typeof at === 'number' ? (items[at] as Value) : at;
  }
  if (object.kind === 'null') return error('Null value error: cannot index null.');
  return error(`Cannot index a ${typeName(object)}.`);
}

function bound(value: Value | undefined, fallback: number, length: number): number | ErrorValue {
  if (value === undefined) return fallback;
  if (isError(value)) return value;
  if (value.kind !== 'int') return error(`Range bounds must be ints, got ${typeName(value)}.`);
  if (value.value < 0n || value.value > BigInt(length))
    return error(`Range bound ${value.value} is out of range.`);
  return Number(value.value);
}

/** Strings index and measure by UTF-16 code unit, as Google's engine does ('😀'.size() == 2). */
function* stringUnits(text: string): Generator<Value> {
  for (let i = 0; i < text.length; i++) yield str(text[i] as string);
}

function slice(object: Value, start: Value | undefined, end: Value | undefined): Value {
  if (isError(object)) return object;
  if (object.kind !== 'list' && object.kind !== 'string')
    return error(`Cannot take a range of a ${typeName(object)}.`);
  const length = object.kind === 'list' ? object.items.length : object.value.length;
  const from = bound(start, 0, length);
  if (typeof from !== 'number') return from;
  const to = bound(end, length, length);
  if (typeof to !== 'number') return to;
  if (from > to) return error(`Range start ${from} is after its end ${to}.`);
  if (object.kind === 'string') return str(object.value.slice(from, to));
  return list(object.items.slice(from, to));
}
