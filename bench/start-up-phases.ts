// The three start-up costs the launchers take off firebase-tools' critical path
// (docs/decisions.md, "Local stack"), each timed with and without its remedy in the same run:
// - the Auth emulator's app (exegesis compiling every request validator, or each on first use);
// - firebase-tools' `npm show firebase-functions` (made once per functions codebase);
// - the Firestore JVM's first trigger registration, cold or after one warm-up read.
// Run: node --import tsx bench/start-up-phases.ts   (no stack needed; port 8095 must be free)
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { warmUpFirestore } from '@queryhub/stack/firestore-warm-up';
import { PROJECT_ID } from '@queryhub/stack/firebase-config';
import { findJava } from '@queryhub/stack/java';
import { emulatorCacheDir } from '@queryhub/stack/paths';
import { printTable } from './lib/stats.js';

const require = createRequire(import.meta.url);
const fromFirebaseTools = createRequire(require.resolve('firebase-tools/package.json'));

/** Seconds to build the Auth emulator's app in a fresh Node process, lazily or not. */
function authAppSeconds(lazy: boolean): number {
  const script = `
    const o = require(${JSON.stringify(fromFirebaseTools.resolve('exegesis/lib/options.js'))});
    const compile = o.compileOptions;
    if (${lazy}) o.compileOptions = (given = {}) => compile({ lazyCompileValidationSchemas: true, ...given });
    const { createApp } = require(${JSON.stringify(fromFirebaseTools.resolve('./lib/emulator/auth/server.js'))});
    const start = performance.now();
    createApp('demo-bench', 'NO_WARNING').then(() => { console.log((performance.now() - start) / 1000); process.exit(0); });`;
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return Number(run.stdout.trim());
}

function npmShowSeconds(): number {
  const start = performance.now();
  spawnSync('npm', ['show', 'firebase-functions', '--json=true'], {
    encoding: 'utf8',
    timeout: 10_000,
  });
  return (performance.now() - start) / 1000;
}

const PORT = 8095;
const BASE = `http://127.0.0.1:${PORT}`;

async function timed(request: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await request();
  return (performance.now() - start) / 1000;
}

/** The first trigger registration of a fresh Firestore JVM, after a warm-up read or not. */
async function firstRegistrationSeconds(warmUp: boolean): Promise<number> {
  const jar = path.join(emulatorCacheDir, 'cloud-firestore-emulator-launcher.jar');
  const jvm = spawn(
    findJava().java,
    ['-XX:TieredStopAtLevel=1', '-jar', jar, '--host', '127.0.0.1', '--port', String(PORT)],
    { stdio: 'ignore' },
  );
  try {
    for (;;) {
      try {
        await fetch(`${BASE}/`);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const project = PROJECT_ID;
    // The launchers' own warm-up read (stack/src/firestore-warm-up.ts).
    if (warmUp)
      await warmUpFirestore(undefined, { name: 'firestore', host: '127.0.0.1', port: PORT });
    const trigger = {
      eventTrigger: {
        resource: `projects/${project}/databases/(default)/documents/Bench/{id}`,
        eventType: 'providers/cloud.firestore/eventTypes/document.write',
        service: 'firestore.googleapis.com',
      },
    };
    return await timed(() =>
      fetch(`${BASE}/emulator/v1/projects/${project}/triggers/bench`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(trigger),
      }),
    );
  } finally {
    jvm.kill('SIGTERM');
    await new Promise((resolve) => jvm.once('exit', resolve));
  }
}

const s = (seconds: number) => `${seconds.toFixed(2)} s`;
const authEager = authAppSeconds(false);
const authLazy = authAppSeconds(true);
const npmShow = npmShowSeconds();
const coldRegistration = await firstRegistrationSeconds(false);
const warmRegistration = await firstRegistrationSeconds(true);
printTable(
  'Start-up phases firebase-tools runs in sequence, as it would run them and as the launchers do',
  ['phase', 'firebase-tools alone', 'with the launchers'],
  [
    ['Auth emulator app built', s(authEager), s(authLazy)],
    ['`npm show firebase-functions` (once per codebase)', s(npmShow), 'skipped'],
    ['first trigger registration (Firestore JVM)', s(coldRegistration), s(warmRegistration)],
  ],
);
