// Runs each emulator-backed benchmark in turn (inside the suite started by bench/run.ts),
// keeps going when one fails, and exits non-zero if any did.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * In the order they run; each prints its own table. Lighthouse goes first, on the demo data
 * alone: the later ones add thousands of documents (it picks its pages from the newest
 * question), and the load run leaves the Firestore emulator gigabytes larger.
 */
const BENCHMARKS = [
  'bundle.ts',
  'lighthouse.ts',
  'rules-runtime.ts',
  'triggers.ts',
  'images.ts',
  'search.ts',
  'load.ts',
];

const failed: string[] = [];
for (const script of BENCHMARKS) {
  const file = path.join(benchDir, script);
  console.log(`\n=== ${script} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (result.status !== 0) failed.push(script);
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that failed: ${failed.join(', ')}`);
  process.exit(1);
}
