// Runs the emulator-backed benchmarks named on the command line in turn, inside the suite that
// bench/run.ts started, keeps going when one fails, and exits non-zero if any did.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('Usage: in-suite.ts <benchmark.ts>…');

const failed: string[] = [];
for (const script of scripts) {
  console.log(`\n=== ${script} ===`);
  // The WebSocket client reads the logging emulator's stream (functions-per-action.ts); Node 20
  // has it behind a flag, later versions by default.
  const result = spawnSync(
    process.execPath,
    ['--experimental-websocket', '--import', 'tsx', path.join(benchDir, script)],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) failed.push(script);
}
if (failed.length > 0) {
  console.error(`\nBenchmarks that failed: ${failed.join(', ')}`);
  process.exit(1);
}
