// `npm start`: the whole stack (auth, firestore, functions, storage, hosting) with demo data,
// serving the forum at http://127.0.0.1:5000. Ctrl-C stops it and saves its state.
import { statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { exportMarker, searchStateDir, stateDir, stateFlags } from '../src/emulator-state.js';
import { emulatorPorts, PROJECT_ID } from '../src/firebase-config.js';
import { spawnFirebase } from '../src/firebase-cli.js';
import { superviseFirebase } from '../src/graceful-stop.js';
import { warmUpFirestore } from '../src/firestore-warm-up.js';
import { waitForEmulators } from '../src/hub.js';
import { repoRoot } from '../src/paths.js';
import { goOffline } from '../src/offline-env.js';
import { prepareEmulators } from '../src/prepare.js';
import { searchDatabaseEnv, startPostgres } from '../src/postgres-service.js';
import { indexImportedData } from '../src/search-demo-index.js';
import { exportFingerprint, recordBuiltFrom, takeBuiltFrom } from '../src/search-fingerprint.js';
import { reserveSuite } from '../src/reserve-suite.js';
import { startLocalInbox } from '../src/local-inbox.js';
import { ensureFunctionsManifests } from '../src/functions-manifest.js';
import { ensureSsrBuilt } from '../src/ssr-build.js';
import { ensureFunctionsBuiltAsync } from '../src/typescript-build.js';
import { ensureWebBuilt } from '../src/web-build.js';
import { exitOnSetupError } from './cli.js';

const EMULATORS = ['auth', 'firestore', 'functions', 'tasks', 'storage', 'hosting'];
const LABELS: Record<string, string> = {
  hosting: 'Forum (hosting)',
  auth: 'Auth',
  firestore: 'Firestore',
  storage: 'Storage',
  functions: 'Functions',
  search: 'Search (PostgreSQL)',
  inbox: 'Mail (local inbox)',
};

/** When `file` was last written (epoch ms), or undefined when it does not exist. */
function writtenAt(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** firebase-tools draws its own boxed tables; we print one table of our own instead. */
const isBoxDrawing = (line: string): boolean => /^[\s]*[┌│├└┐┘─]/.test(line);

function printTable(rows: { name: string; url: string }[], importedFrom: string | undefined): void {
  const width = Math.max(...rows.map((r) => LABELS[r.name]?.length ?? r.name.length));
  console.log('\n  QueryHub is running\n');
  for (const row of rows)
    console.log(`  ${(LABELS[row.name] ?? row.name).padEnd(width)}  ${row.url}`);
  const source = importedFrom ? path.relative(repoRoot, importedFrom) : 'nothing (empty)';
  console.log(`\n  Data imported from ${source}; saved to .emulator-state/ on Ctrl-C.\n`);
}

async function main(): Promise<void> {
  const started = Date.now();
  goOffline();
  const prepared = prepareEmulators(process.env, { quickStart: true });
  // The functions bundle builds in a child process while the web app and the server renderer
  // build here (on a fresh clone, the builds are most of the setup).
  const functionsBuilt = ensureFunctionsBuiltAsync();
  try {
    ensureWebBuilt();
    ensureSsrBuilt();
  } finally {
    await functionsBuilt;
  }
  await ensureFunctionsManifests();
  const setupSeconds = (Date.now() - started) / 1000;
  await reserveSuite(EMULATORS);
  const launched = Date.now();
  const { flags, importedFrom } = stateFlags();
  // The search database is rebuilt from the imported data only when it mirrors other data.
  const builtFrom = takeBuiltFrom(searchStateDir);
  const importedFingerprint = importedFrom ? exportFingerprint(importedFrom) : undefined;

  // firebase-tools, PostgreSQL and MailDev start together: the functions reach the search
  // database and the inbox only when a trigger runs, and nothing runs before "ready" below. If
  // either service fails, this process exits and the leash ends firebase-tools (firebase-leash.mjs).
  let exited = false;
  const child = spawnFirebase(
    ['emulators:start', '--only', EMULATORS.join(','), '--project', PROJECT_ID, ...flags],
    { ...process.env, ...prepared.env, ...searchDatabaseEnv() },
    ['ignore', 'pipe', 'inherit'],
  );
  const services = Promise.all([startPostgres(searchStateDir), startLocalInbox()]);
  void warmUpFirestore(() => exited);
  // The hub lists the functions emulator before its triggers are registered; writes made in
  // that gap never fire a trigger. firebase-tools prints "All emulators ready" once they are.
  let allEmulatorsReady: () => void = () => undefined;
  const triggersRegistered = new Promise<void>((resolve) => (allEmulatorsReady = resolve));
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('All emulators ready')) allEmulatorsReady();
      if (!isBoxDrawing(line)) console.log(line);
    });
  }
  // Any stop request (Ctrl-C, SIGTERM, SIGHUP, npm gone) makes firebase-tools export and exit.
  void superviseFirebase(child, [], undefined, exportMarker).then(async (code) => {
    exited = true;
    const [database] = await services;
    await database.stop();
    // A clean stop exported the data the search database now mirrors: the next start keeps it.
    const saved = code === 0 && (writtenAt(exportMarker) ?? 0) >= launched;
    const fingerprint = saved ? exportFingerprint(stateDir) : undefined;
    if (fingerprint) recordBuiltFrom(searchStateDir, fingerprint);
    process.exit(code);
  });
  const [database, inbox] = await services;

  const hub = emulatorPorts([]).find((p) => p.name === 'hub');
  const ready = await waitForEmulators(`http://${hub?.host}:${hub?.port}`, EMULATORS, () => exited);
  if (!ready) return;
  await triggersRegistered;
  // EMULATORS lists hosting last for startup; the table shows the forum first.
  const rows = ['hosting', 'auth', 'firestore', 'storage', 'functions'].flatMap((name) => {
    const emulator = ready.find((e) => e.name === name);
    return emulator ? [{ name, url: `http://${emulator.host}:${emulator.port}` }] : [];
  });
  rows.push({ name: 'search', url: database.url }, { name: 'inbox', url: inbox.url });
  await indexImportedData(
    database.url,
    importedFingerprint !== undefined && importedFingerprint === builtFrom,
  );
  inbox.connect();
  printTable(rows, importedFrom);
  // Time spent waiting for another suite's lock is left out: it is not start-up work.
  const emulatorSeconds = (Date.now() - launched) / 1000;
  console.log(
    `  Ready in ${(setupSeconds + emulatorSeconds).toFixed(1)} s ` +
      `(setup and builds ${setupSeconds.toFixed(1)} s, emulators ${emulatorSeconds.toFixed(1)} s). ` +
      'Press Ctrl-C to stop.\n',
  );
}

main().catch(exitOnSetupError);
