// Small helpers shared by the benchmarks: percentiles and a plain-text table (the seeded PRNG is the test kit's).

/** Nearest-rank percentile (p in 0..100) of the samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

export function mean(samples: readonly number[]): number {
  return samples.reduce((sum, value) => sum + value, 0) / samples.length;
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Left-aligned first column, right-aligned others. */
export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const all = [header, ...rows];
  const widths = header.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] as number) : cell.padStart(widths[column] as number),
      )
      .join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}
