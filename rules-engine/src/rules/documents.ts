// Document lookups (`get()`/`exists()` in Firestore rules, `firestore.get()` in Storage rules).
// The engine stays synchronous: when a document is not known yet it throws
// PendingDocumentError, the caller fetches it and evaluates the request again.
import type { Value } from './values.js';

export type DocumentLookup = { found: true; data: Map<string, Value> } | { found: false };

export interface DocumentSource {
  /** `path` looks like /databases/(default)/documents/users/abc. Undefined means "not fetched yet". */
  lookup(path: string): DocumentLookup | undefined;
}

export class PendingDocumentError extends Error {
  constructor(readonly path: string) {
    super(`Document ${path} has not been fetched yet.`);
  }
}

export const NO_DOCUMENTS: DocumentSource = { lookup: () => ({ found: false }) };
