// Suites under load: runs test suites several times in a row while two CPU-bound processes run
// beside them (a busy 2-core machine), and prints each run's exit and duration. The suites wait
// on the state they need, with hang guards far above their normal times (docs/decisions.md,
// "A wait's timeout is a hang guard"), so they must pass here as on an idle machine.
// Usage: tsx bench/suites-under-load.ts [--runs 3] [--idle] [npm script]...
//   e.g. tsx bench/suites-under-load.ts --runs 3 test:emulators test:faults test:e2e
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface SuiteRun {
  suite: string;
  run: number;
  exit: number | null;
  seconds: number;
  summary: string;
}

/** Two CPU-bound processes; the returned function stops them. */
function busyLoad(): () => void {
  const loops: ChildProcess[] = [1, 2].map(() =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  return () => loops.forEach((loop) => loop.kill('SIGKILL'));
}

/** Vitest's and Playwright's one-line totals, from the end of a run's output. */
function summaryOf(output: string): string {
  const lines = output.split('\n').map((line) => line.trim());
  const totals = lines.filter((line) => /^(Tests\s+\d|\d+ (passed|failed|flaky))/.test(line));
  return totals.slice(-2).join('; ');
}

function runSuite(script: string, run: number): SuiteRun {
  const started = performance.now();
  const result = spawnSync('npm', ['run', script], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    maxBuffer: 256 * 1024 * 1024,
  });
  return {
    suite: script,
    run,
    exit: result.status,
    seconds: (performance.now() - started) / 1000,
    summary: summaryOf(`${result.stdout}\n${result.stderr}`),
  };
}

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 3 : Number(args[runsIndex + 1]);
const idle = args.includes('--idle');
const suites = args.filter(
  (arg, index) => !arg.startsWith('--') && (runsIndex === -1 || index !== runsIndex + 1),
);
if (suites.length === 0) suites.push('test:emulators', 'test:faults', 'test:e2e');

const stopLoad = idle ? () => undefined : busyLoad();
const results: SuiteRun[] = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const suite of suites) {
      const result = runSuite(suite, run);
      results.push(result);
      console.log(
        `run ${run}, ${suite}: exit ${result.exit} in ${result.seconds.toFixed(0)} s (${result.summary})`,
      );
    }
  }
} finally {
  stopLoad();
}
console.log(`\nSuites ${idle ? 'with no load of their own' : 'beside two CPU-bound processes'}`);
console.table(
  results.map((result) => ({
    run: result.run,
    suite: result.suite,
    exit: result.exit,
    'time (s)': Math.round(result.seconds),
    totals: result.summary,
  })),
);
process.exit(results.every((result) => result.exit === 0) ? 0 : 1);
