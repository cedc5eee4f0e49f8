// Every input that reaches the functions from outside (callable data, HTTP queries and bodies,
// task payloads, signed tokens) is parsed by a zod schema: one way to say what is accepted, and
// a typed value after it instead of casts and typeof checks.
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod/v4';

/**
 * A callable's input, parsed; anything else is refused with 'invalid-argument' and the message
 * of the first problem (each schema words its messages for the person calling).
 */
export function parseCallableInput<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw new HttpsError('invalid-argument', result.error.issues[0]?.message ?? 'Invalid input.');
}

/** The parsed value, or null: for inputs whose refusal is an outcome, not an error. */
export function parseOrNull<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> | null {
  const result = schema.safeParse(data);
  return result.success ? result.data : null;
}
