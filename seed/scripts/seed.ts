// `npm run seed`: starts the emulators (without importing old data), builds the demo through the
// real SDKs, exports it into emulator-data/, then checks that the export imports.
// See docs/demo-data.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@queryhub/stack/paths';
import { verifyEmulatorData } from '../src/verify.js';

const populate = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join('stack', 'scripts', 'exec.ts'),
    '--only',
    'auth,firestore,functions,storage',
    '--',
    'node',
    '--import',
    'tsx',
    path.join('seed', 'src', 'populate.ts'),
  ],
  { cwd: repoRoot, stdio: 'inherit' },
);
if (populate.status !== 0) process.exit(populate.status ?? 1);
process.exit(await verifyEmulatorData());
