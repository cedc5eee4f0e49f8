import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { repoRoot } from './paths.js';

const require = createRequire(import.meta.url);

/** The firebase-tools CLI entry point of the pinned devDependency. */
export const firebaseBin: string = require.resolve('firebase-tools/lib/bin/firebase.js');

/** Starts the pinned firebase CLI (stdio inherited unless told otherwise). */
export function spawnFirebase(
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = 'inherit',
): ChildProcess {
  return spawn(process.execPath, [firebaseBin, ...args], { cwd: repoRoot, env, stdio });
}

/** Quotes argv for the shell line that `firebase emulators:exec` runs. */
export function shellJoin(argv: string[]): string {
  return argv
    .map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`))
    .join(' ');
}
