import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { offlineEnv } from './offline-env.js';
import { repoRoot } from './paths.js';

const require = createRequire(import.meta.url);

/** The firebase-tools CLI entry point of the pinned devDependency. */
export const firebaseBin: string = require.resolve('firebase-tools/lib/bin/firebase.js');

/** Ends firebase-tools and its tree when this process is killed (see firebase-leash.mjs). */
const leash = pathToFileURL(require.resolve('./firebase-leash.mjs')).href;

/** Hands firebase-tools the Storage rules runtime's messages one per chunk (see the file). */
const rulesRuntimeLines = pathToFileURL(require.resolve('./rules-runtime-lines.mjs')).href;

/** Lets the Auth emulator compile its request validators on first use (see the file). */
const authLazyValidators = pathToFileURL(require.resolve('./auth-lazy-validators.mjs')).href;

/** Skips firebase-tools' check of npm for a newer firebase-functions (see the file). */
const noSdkVersionCheck = pathToFileURL(require.resolve('./no-sdk-version-check.mjs')).href;

/**
 * Starts the pinned firebase CLI in a process group of its own (stdin ignored, stdout and stderr
 * inherited unless told otherwise), so that superviseFirebase can stop it and everything it
 * started with one signal to the group, whoever signalled us (see graceful-stop.ts). Every
 * launcher starts firebase-tools here: offline (offline-env.ts), and `--non-interactive`, so
 * that a question firebase-tools would ask fails at once instead of waiting for an answer.
 */
export function spawnFirebase(
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = ['ignore', 'inherit', 'inherit'],
): ChildProcess {
  return spawnOnLeash(firebaseBin, ['--non-interactive', ...args], offlineEnv(env), stdio, [
    rulesRuntimeLines,
    authLazyValidators,
    noSdkVersionCheck,
  ]);
}

/**
 * Runs a Node script in a process group of its own, on a leash: if this process dies without
 * stopping it (kill -9), the script and everything it started end too (firebase-leash.mjs).
 */
export function spawnOnLeash(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions,
  preloads: string[] = [],
): ChildProcess {
  const imports = [leash, ...preloads].flatMap((module) => ['--import', module]);
  return spawn(process.execPath, [...imports, script, ...args], {
    cwd: repoRoot,
    env: { ...env, QUERYHUB_LEASH_PID: String(process.pid) },
    stdio,
    detached: true,
  });
}

/** Quotes argv for the shell line that `firebase emulators:exec` runs. */
export function shellJoin(argv: string[]): string {
  return argv
    .map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`))
    .join(' ');
}
