// Test helper: evaluates one expression the way an allow condition would be evaluated.
import {
  Evaluator,
  NO_DOCUMENTS,
  Scope,
  parseExpression,
  values,
  type DocumentSource,
  type EvaluationLimits,
  type Value,
} from '../../src/rules/index.js';

export interface EvaluateOptions {
  variables?: Record<string, Value>;
  service?: string;
  documents?: DocumentSource;
  limits?: Partial<EvaluationLimits>;
  debug?: (text: string) => void;
}

export function evaluate(source: string, options: EvaluateOptions = {}): Value {
  const evaluator = new Evaluator({
    service: options.service ?? 'cloud.firestore',
    documents: options.documents ?? NO_DOCUMENTS,
    limits: options.limits,
    debug: options.debug,
  });
  return evaluator.evaluate(
    parseExpression(source),
    new Scope(undefined, new Map(Object.entries(options.variables ?? {}))),
  );
}

/** `true`, `false`, or `'error'` — the three outcomes an allow condition can have. */
export function outcome(source: string, options?: EvaluateOptions): boolean | 'error' | string {
  const value = evaluate(source, options);
  if (value.kind === 'error') return 'error';
  if (value.kind === 'bool') return value.value;
  return values.describe(value);
}

export const { str, int, NULL } = values;
export const map = (entries: Record<string, Value>): Value =>
  values.map(new Map(Object.entries(entries)));
