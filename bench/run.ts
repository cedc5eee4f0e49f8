// `npm run bench`: stack start-up first (it starts the stack itself), then every benchmark that
// needs the running emulators, inside one `firebase emulators:exec`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchStartup } from './startup.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await benchStartup();

const inSuite = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'emulator/scripts/exec.ts',
    '--only',
    'auth,firestore,functions,storage,hosting',
    '--import',
    'emulator-data',
    '--',
    process.execPath,
    '--import',
    'tsx',
    'bench/in-suite.ts',
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
process.exit(inSuite.status ?? 1);
