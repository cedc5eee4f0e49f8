// Document lookups (`get()`/`exists()` in Firestore rules, `firestore.get()` in Storage rules).
// The engine stays synchronous: when a document is not known yet it throws
// PendingDocumentError, the caller fetches it and evaluates the request again.
import type { Value } from './values.js';

export type DocumentLookup = { found: true; data: Map<string, Value> } | { found: false };

export interface DocumentSource {
  /** `path` looks like /databases/(default)/documents/users/abc. Undefined means "not fetched yet". */
  lookup(path: string): DocumentLookup | undefined;
  /**
   * The document as it would be once the request's write (with the rest of its batch or
   * transaction) succeeded, for `getAfter()` and `existsAfter()` in Firestore rules. Without it
   * those calls fail to evaluate (and deny): nothing is known about the state after the write.
   */
  lookupAfter?(path: string): DocumentLookup | undefined;
}

export class PendingDocumentError extends Error {
  constructor(
    readonly path: string,
    /** Whether the state after the write (`getAfter()`/`existsAfter()`) is asked for. */
    readonly after = false,
  ) {
    super(`Document ${path}${after ? ' (after the write)' : ''} has not been fetched yet.`);
  }
}

export const NO_DOCUMENTS: DocumentSource = { lookup: () => ({ found: false }) };
