// Unary, binary and logical operators on values. Errors are values; `&&` and `||` absorb them
// the way Firebase documents (`error || true` is true, `error && false` is false).
import type { BinaryOperator } from './ast.js';
import { duration, timestamp } from './library/time.js';
import type { ErrorValue, Value } from './values.js';
import {
  FALSE,
  bool,
  compare,
  contains,
  equals,
  error,
  float,
  int,
  isError,
  isNumber,
  str,
  toNumber,
  typeName,
} from './values.js';

export function unary(op: '!' | '-', operand: Value): Value {
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

/**
 * `&&` and `||`: the right operand is evaluated only when the left one does not decide, and a
 * deciding operand wins over an error on the other side.
 */
export function logical(op: '&&' | '||', left: Value, evaluateRight: () => Value): Value {
  const decisive = op === '||';
  if (left.kind === 'bool' && left.value === decisive) return left;
  const right = evaluateRight();
  if (right.kind === 'bool' && right.value === decisive) return right;
  if (isError(left)) return left;
  if (left.kind !== 'bool')
    return error(`Operator ${op} needs bool operands, got ${typeName(left)}.`);
  if (isError(right)) return right;
  if (right.kind !== 'bool')
    return error(`Operator ${op} needs bool operands, got ${typeName(right)}.`);
  return bool(!decisive);
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

export function binary(op: Exclude<BinaryOperator, '&&' | '||'>, left: Value, right: Value): Value {
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
