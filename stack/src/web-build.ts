import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { SetupError } from './errors.js';
import { isStale } from './freshness.js';
import { repoRoot } from './paths.js';

const webDir = path.join(repoRoot, 'web');

/** Builds the web app for the hosting emulator when a source is newer than web/dist/app-shell.html. */
export function ensureWebBuilt(): boolean {
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts'].map(
    (p) => path.join(webDir, p),
  );
  inputs.push(path.join(repoRoot, 'functions', 'src', 'search'));
  if (!isStale(inputs, path.join(webDir, 'dist', 'app-shell.html'))) return false;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--workspace', 'web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new SetupError(
      'The web app failed to build (see above).',
      'fix the errors above, then run the command again.',
    );
  }
  return true;
}
