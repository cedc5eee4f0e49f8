// Public surface of the rules engine: parse, check and evaluate Firebase Security Rules.
// It does no I/O, so both the Storage runtime and tests (and later Firestore tooling) use it.
export type { RulesIssue } from './issues.js';
export { formatIssue } from './issues.js';
export type { DocumentLookup, DocumentSource } from './documents.js';
export { NO_DOCUMENTS, PendingDocumentError } from './documents.js';
export type { EvaluationLimits } from './limits.js';
export { FIREBASE_LIMITS } from './limits.js';
export type { EvaluationUsage } from './evaluator.js';
export { Evaluator } from './evaluator.js';
export { parseExpression } from './parser.js';
export { Scope } from './scope.js';
export type { AccessRequest, RequestMethod, RulesSource } from './ruleset.js';
export { compileRules, MAX_SOURCE_BYTES, REQUEST_METHODS, Ruleset } from './ruleset.js';
export type { Value } from './values.js';
export * as values from './values.js';
export { parseTimestamp } from './library/time.js';
