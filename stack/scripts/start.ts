// `npm start`: the whole stack (auth, firestore, functions, storage, hosting) with demo data,
// serving the forum at http://127.0.0.1:5000. Ctrl-C stops it and saves its state.
import { createInterface } from 'node:readline';
import path from 'node:path';
import { exportMarker, searchStateDir, stateFlags } from '../src/emulator-state.js';
import { emulatorPorts, PROJECT_ID } from '../src/firebase-config.js';
import { spawnFirebase } from '../src/firebase-cli.js';
import { superviseFirebase } from '../src/graceful-stop.js';
import { waitForEmulators } from '../src/hub.js';
import { repoRoot } from '../src/paths.js';
import { goOffline } from '../src/offline-env.js';
import { prepareEmulators } from '../src/prepare.js';
import { searchDatabaseEnv, startPostgres } from '../src/postgres-service.js';
import { indexImportedData } from '../src/search-demo-index.js';
import { reserveSuite } from '../src/reserve-suite.js';
import { startLocalInbox } from '../src/local-inbox.js';
import { ensureFunctionsManifests } from '../src/functions-manifest.js';
import { ensureSsrBuilt } from '../src/ssr-build.js';
import { ensureFunctionsBuilt } from '../src/typescript-build.js';
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
  ensureFunctionsBuilt();
  ensureWebBuilt();
  ensureSsrBuilt();
  await ensureFunctionsManifests();
  const setupSeconds = (Date.now() - started) / 1000;
  await reserveSuite(EMULATORS);
  const launched = Date.now();
  const [database, inbox] = await Promise.all([startPostgres(searchStateDir), startLocalInbox()]);

  const { flags, importedFrom } = stateFlags();
  const child = spawnFirebase(
    ['emulators:start', '--only', EMULATORS.join(','), '--project', PROJECT_ID, ...flags],
    { ...process.env, ...prepared.env, ...searchDatabaseEnv() },
    ['ignore', 'pipe', 'inherit'],
  );
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
  let exited = false;
  void superviseFirebase(child, [], undefined, exportMarker).then(async (code) => {
    exited = true;
    await database.stop();
    process.exit(code);
  });

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
  await indexImportedData(database.url);
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
