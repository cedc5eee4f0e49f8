/**
 * The `code` an SDK error carries: a string from the web SDKs and callables
 * ('permission-denied', 'auth/wrong-password'), a number from the Admin SDK's gRPC calls
 * (6, ALREADY_EXISTS) and Cloud Storage (404); undefined for anything else.
 */
export function errorCode(error: unknown): string | number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}
