// The rules services we know, and the document functions each one's rules may call.

/** By qualified name: bare `get()` in Firestore rules, `firestore.get()` in Storage rules. */
const DOCUMENT_FUNCTIONS: Record<string, readonly string[]> = {
  'cloud.firestore': ['get', 'exists', 'getAfter', 'existsAfter'],
  'firebase.storage': ['firestore.get', 'firestore.exists'],
};

export const KNOWN_SERVICES = Object.keys(DOCUMENT_FUNCTIONS);

/** The document functions of `service`'s rules; none for an unknown service. */
export function documentFunctions(service: string): readonly string[] {
  return DOCUMENT_FUNCTIONS[service] ?? [];
}
