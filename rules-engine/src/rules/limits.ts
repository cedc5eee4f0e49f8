// How much one request may evaluate, and the error that stops it when it goes further.
export interface EvaluationLimits {
  /**
   * Evaluation steps per request, against runaway rules. A step is one node of the expression
   * tree evaluated once: a literal, a variable, `a.b`, `a[i]`, an operator, a call (its
   * arguments are steps of their own), a path literal; a function body counts its nodes each time
   * it is called, and a `let` binding once per call, when first read. On top of that, `==`, `!=`,
   * `in` and the collection built-ins count one step per top-level list, set or map element they
   * walk (cost.ts). Google does not publish what its "expressions evaluated" counts; this reading is
   * meant to stay at or above it (every node, literals and variable reads included, and the work
   * over collections that Firebase is seen to count too), never below.
   */
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

/**
 * Firebase's published Security Rules limits (firebase.google.com/docs/firestore/security/
 * rules-structure, "Security rule limits"): expressions evaluated per request, and calls to
 * get/exists/getAfter/existsAfter per single-document request and per batched write or
 * transaction (each of its operations also keeping to the single-document figure). The engine's
 * own default step budget is higher, against runaway rules only; tools that check rules against
 * production compare what a request used (Decision.usage) with these.
 */
export const FIREBASE_LIMITS = {
  expressionsPerRequest: 1000,
  documentLookupsPerRequest: 10,
  documentLookupsPerBatch: 20,
} as const;

/** Thrown past a limit; the evaluator turns it into an error value for the whole condition. */
export class LimitExceeded extends Error {}
