// How much one request may evaluate, and the error that stops it when it goes further.
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

/** Thrown past a limit; the evaluator turns it into an error value for the whole condition. */
export class LimitExceeded extends Error {}
