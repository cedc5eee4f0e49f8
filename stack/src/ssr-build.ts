import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { SetupError } from './errors.js';
import { isStale } from './freshness.js';
import { repoRoot } from './paths.js';
import { ensureWebBuilt } from './web-build.js';

const ssrDir = path.join(repoRoot, 'ssr');

/**
 * Builds the `ssr` functions codebase (ssr/lib) when it is older than its sources or than the
 * web build it embeds. The functions emulator loads every codebase in firebase.json, so any
 * suite with functions needs it. Returns whether it built.
 */
export function ensureSsrBuilt(): boolean {
  const webBuilt = ensureWebBuilt();
  const inputs = [
    path.join(ssrDir, 'src'),
    path.join(ssrDir, 'vite.config.ts'),
    path.join(ssrDir, 'package.json'),
    path.join(repoRoot, 'web', 'src'),
    path.join(repoRoot, 'web', 'dist', 'app-shell.html'),
  ];
  if (!webBuilt && !isStale(inputs, path.join(ssrDir, 'lib', 'index.js'))) return false;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build:server', '--workspace', 'ssr'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new SetupError(
      'The server renderer (ssr/) failed to build (see above).',
      'fix the errors above, then run the command again.',
    );
  }
  return true;
}
