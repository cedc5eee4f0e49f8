/** The error code a rejected SDK call carries (`permission-denied`, `storage/unauthorized`…). */
export async function errorCodeOf(operation: Promise<unknown>): Promise<string> {
  try {
    await operation;
  } catch (error) {
    return String((error as { code?: unknown }).code ?? (error as Error).message);
  }
  return 'succeeded';
}
