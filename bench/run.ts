// `npm run bench`: stack start-up first (it starts the stack itself), then the benchmarks that
// need the running emulators, each group in a fresh `firebase emulators:exec` with the demo data.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchStartup } from './startup.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Search seeds 10,000 questions and the load run leaves the Firestore emulator gigabytes larger,
 * so each gets a suite of its own: in a shared one, the load run's searchers scanned the 10,000
 * questions and its writes took minutes. Lighthouse picks its pages from the newest question, so
 * it runs on the demo data alone (ssr.ts, after it, adds an older question).
 */
const SUITES = [
  [
    'bundle.ts',
    'lighthouse.ts',
    'inp.ts',
    'ssr.ts',
    'rules-runtime.ts',
    'triggers.ts',
    'votes.ts',
    'images.ts',
  ],
  ['search.ts', 'sorts.ts'],
  ['load.ts'],
  // Alone, so no other benchmark's late trigger runs are counted as an action's.
  ['functions-per-action.ts'],
];

await benchStartup();

// Worst-case cost per trigger: in-process, no emulators needed.
const worstCase = spawnSync(process.execPath, ['--import', 'tsx', 'bench/worst-case.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
});

let failed = worstCase.status !== 0;
for (const benchmarks of SUITES) {
  const suite = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'stack/scripts/exec.ts',
      '--only',
      'auth,firestore,functions,storage,hosting',
      '--import',
      'emulator-data',
      '--',
      process.execPath,
      '--import',
      'tsx',
      'bench/in-suite.ts',
      ...benchmarks,
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (suite.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
