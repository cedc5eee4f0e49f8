// `npm run seed`: starts the emulators (without importing old data), builds the demo through the
// real SDKs, and exports it into emulator-data/. See docs/demo-data.md.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../src/setup/paths.js';

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join('emulator', 'scripts', 'exec.ts'),
    '--only',
    'auth,firestore,functions,storage',
    '--',
    'node',
    '--import',
    'tsx',
    path.join('emulator', 'scripts', 'seed', 'populate.ts'),
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
