// Each functions codebase gets a `functions.yaml` before the emulators start: the list of its
// functions and triggers, written by the firebase-functions SDK's own manifest writer. When the
// file is there, firebase-tools reads it (`detectFromYaml`) instead of starting the codebase in
// a child process, serving its manifest and stopping it again, one codebase after the other,
// while every other emulator waits: that discovery was about a second per codebase of `npm
// start` (bench/README.md, "Stack start-up").
//
// The manifest names the project and its default bucket, so it is only written for the demo
// project the emulators run, and the functions and ssr builds (which `firebase deploy` runs
// first, as predeploy) delete it: a deploy always discovers its own project's triggers.
import { spawn } from 'node:child_process';
import { readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SetupError } from './errors.js';
import { PROJECT_ID } from './firebase-config.js';
import { isStale } from './freshness.js';
import { repoRoot } from './paths.js';

export const MANIFEST_FILE = 'functions.yaml';

interface Codebase {
  /** The codebase folder (`source` in firebase.json). */
  dir: string;
  /** The built entry point the manifest describes (package.json `main`). */
  main: string;
}

/** The codebases of firebase.json with their built entry points. */
export function functionsCodebases(root = repoRoot): Codebase[] {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    functions: { source: string }[];
  };
  return config.functions.map(({ source }) => {
    const dir = path.join(root, source);
    const { main } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      main: string;
    };
    return { dir, main: path.join(dir, main) };
  });
}

/**
 * The environment firebase-tools gives its own discovery for a demo project: the project id and
 * the Admin SDK configuration it derives for one (constructDefaultAdminSdkConfig), inside the
 * emulator. The SDK reads the default bucket of storage triggers from FIREBASE_CONFIG.
 */
export function discoveryEnv(
  baseEnv: NodeJS.ProcessEnv,
  projectId = PROJECT_ID,
): NodeJS.ProcessEnv {
  return {
    ...baseEnv,
    GCLOUD_PROJECT: projectId,
    FUNCTIONS_EMULATOR: 'true',
    FIREBASE_CONFIG: JSON.stringify({
      projectId,
      databaseURL: `https://${projectId}.firebaseio.com`,
      storageBucket: `${projectId}.appspot.com`,
    }),
  };
}

/** The SDK's discovery program, as firebase-tools finds it (node_modules/.bin/firebase-functions). */
function sdkBin(): string {
  return path.join(
    repoRoot,
    'node_modules',
    'firebase-functions',
    'lib',
    'bin',
    'firebase-functions.js',
  );
}

/** Writes one manifest: to a temporary name first, so firebase-tools never reads half a file. */
function writeManifest(codebase: Codebase, env: NodeJS.ProcessEnv): Promise<void> {
  const manifest = path.join(codebase.dir, MANIFEST_FILE);
  const partial = `${manifest}.${process.pid}.partial`;
  return new Promise((resolve, reject) => {
    // The SDK's program loads the folder it runs in.
    const child = spawn(process.execPath, [sdkBin()], {
      cwd: codebase.dir,
      env: { ...env, FUNCTIONS_MANIFEST_OUTPUT_PATH: partial },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        renameSync(partial, manifest);
        resolve();
        return;
      }
      rmSync(partial, { force: true });
      reject(
        new SetupError(
          `The functions in ${path.relative(repoRoot, codebase.dir)}/ could not be listed:\n${errors}`,
          'fix the error above (the code fails while it loads), then run the command again.',
        ),
      );
    });
  });
}

/**
 * Writes the manifest of every codebase whose bundle (or package.json) is newer than its
 * manifest, all at once. Returns how many it wrote.
 */
export async function ensureFunctionsManifests(
  baseEnv: NodeJS.ProcessEnv = process.env,
  root = repoRoot,
): Promise<number> {
  const stale = functionsCodebases(root).filter((codebase) =>
    isStale(
      [codebase.main, path.join(codebase.dir, 'package.json')],
      path.join(codebase.dir, MANIFEST_FILE),
    ),
  );
  const env = discoveryEnv(baseEnv);
  await Promise.all(stale.map((codebase) => writeManifest(codebase, env)));
  return stale.length;
}
