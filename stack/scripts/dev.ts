// `npm run dev`: the emulators (without hosting) plus Vite with HMR at http://127.0.0.1:5173.
// The app connects to the emulators because it is served from 127.0.0.1.
import { spawn } from 'node:child_process';
import { exportMarker, searchStateDir, stateFlags } from '../src/emulator-state.js';
import { PROJECT_ID } from '../src/firebase-config.js';
import { spawnFirebase } from '../src/firebase-cli.js';
import { superviseFirebase } from '../src/graceful-stop.js';
import { repoRoot } from '../src/paths.js';
import { goOffline } from '../src/offline-env.js';
import { prepareEmulators } from '../src/prepare.js';
import { searchDatabaseEnv, startPostgres } from '../src/postgres-service.js';
import { reserveSuite } from '../src/reserve-suite.js';
import { takeBuiltFrom } from '../src/search-fingerprint.js';
import { startLocalInbox } from '../src/local-inbox.js';
import { ensureFunctionsManifests } from '../src/functions-manifest.js';
import { ensureSsrBuilt } from '../src/ssr-build.js';
import { ensureFunctionsBuilt } from '../src/typescript-build.js';
import { exitOnSetupError } from './cli.js';

const EMULATORS = ['auth', 'firestore', 'functions', 'tasks', 'storage'];

async function main(): Promise<void> {
  goOffline();
  const prepared = prepareEmulators(process.env, { quickStart: true });
  ensureFunctionsBuilt();
  ensureSsrBuilt();
  await ensureFunctionsManifests();
  await reserveSuite(EMULATORS);
  // The running emulators change the search database: the next `npm start` rebuilds it unless a
  // stop it sees records what it mirrors (search-fingerprint.ts).
  takeBuiltFrom(searchStateDir);
  const [database, inbox] = await Promise.all([startPostgres(searchStateDir), startLocalInbox()]);
  inbox.connect();
  console.log(`Local inbox (MailDev): ${inbox.url}`);
  const { flags } = stateFlags();
  const emulators = spawnFirebase(
    ['emulators:start', '--only', EMULATORS.join(','), '--project', PROJECT_ID, ...flags],
    { ...process.env, ...prepared.env, ...searchDatabaseEnv() },
  );
  const vite = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'web', '--host', '127.0.0.1'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  // Vite stopping on its own (a crash) stops the emulators as Ctrl-C does.
  vite.on('exit', () => process.kill(process.pid, 'SIGINT'));
  const code = await superviseFirebase(emulators, [vite], undefined, exportMarker);
  vite.kill('SIGKILL');
  await database.stop();
  process.exit(code);
}

main().catch(exitOnSetupError);
