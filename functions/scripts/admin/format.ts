/** Prints a callable's result: `name  value` rows for an object of counts, JSON otherwise. */
export function formatResult(result: unknown): string {
  if (result === null || typeof result !== 'object' || Array.isArray(result))
    return JSON.stringify(result);
  const entries = Object.entries(result as Record<string, unknown>);
  if (entries.length === 0) return '(no counts returned)';
  const width = Math.max(...entries.map(([name]) => name.length));
  return entries
    .map(
      ([name, value]) =>
        `  ${name.padEnd(width)}  ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
    )
    .join('\n');
}
