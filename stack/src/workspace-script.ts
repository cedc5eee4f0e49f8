import { spawnSync } from 'node:child_process';
import { SetupError } from './errors.js';
import { repoRoot } from './paths.js';

/**
 * Runs `npm run <script> --workspace <workspace>` from the repository root with the output on
 * this terminal; `what` names the build in the error when it fails.
 */
export function runWorkspaceScript(script: string, workspace: string, what: string): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', script, '--workspace', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    throw new SetupError(
      `${what} failed to build (see above).`,
      'fix the errors above, then run the command again.',
    );
  }
}
