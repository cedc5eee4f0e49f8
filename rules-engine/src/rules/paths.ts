// Path literals: `/databases/$(database)/documents/Users/$(uid)` becomes a path value.
import type { Expr, PathPart } from './ast.js';
import type { Value } from './values.js';
import { error, isError, typeName } from './values.js';

/**
 * Joins the text parts and the evaluated `$(…)` parts, left to right; the first part that fails
 * (or is not a string, int or path) is the result, and the parts after it are not evaluated.
 */
export function interpolatePath(
  parts: readonly PathPart[],
  evaluate: (expr: Expr) => Value,
): Value {
  let text = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      text += part.text;
      continue;
    }
    const value = evaluate(part.expr);
    if (isError(value)) return value;
    if (value.kind === 'string') text += value.value;
    else if (value.kind === 'int') text += String(value.value);
    else if (value.kind === 'path') text += value.segments.join('/');
    else return error(`Cannot insert a ${typeName(value)} into a path.`);
  }
  return { kind: 'path', segments: text.split('/').filter((segment) => segment !== '') };
}
