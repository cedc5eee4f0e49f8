// Runs a command inside `firebase emulators:exec` with the offline setup applied.
// Usage: tsx stack/scripts/exec.ts [--only auth,firestore] [--import <dir>] -- <command> [args...]
import { PROJECT_ID } from '../src/firebase-config.js';
import { shellJoin, spawnFirebase } from '../src/firebase-cli.js';
import { superviseFirebase } from '../src/graceful-stop.js';
import { warmUpFirestore } from '../src/firestore-warm-up.js';
import { goOffline } from '../src/offline-env.js';
import { prepareEmulators } from '../src/prepare.js';
import { searchDatabaseEnv, startPostgres, throwawayDataDir } from '../src/postgres-service.js';
import { reserveSuite } from '../src/reserve-suite.js';
import { startLocalInbox } from '../src/local-inbox.js';
import { ensureFunctionsManifests } from '../src/functions-manifest.js';
import { ensureSsrBuilt } from '../src/ssr-build.js';
import { ensureFunctionsBuilt } from '../src/typescript-build.js';
import { exitOnSetupError } from './cli.js';

function parseArgs(argv: string[]): {
  only: string[];
  importDir: string | undefined;
  command: string[];
} {
  const split = argv.indexOf('--');
  const options = split === -1 ? argv : argv.slice(0, split);
  const command = split === -1 ? [] : argv.slice(split + 1);
  const onlyIndex = options.indexOf('--only');
  const only =
    onlyIndex === -1 ? 'auth,firestore,functions,storage' : (options[onlyIndex + 1] ?? '');
  const importIndex = options.indexOf('--import');
  const importDir = importIndex === -1 ? undefined : options[importIndex + 1];
  if (command.length === 0) {
    console.error(
      'Usage: tsx stack/scripts/exec.ts [--only auth,firestore] [--import <dir>] -- <command> [args...]',
    );
    process.exit(2);
  }
  // Task queues (e-mail alerts) run on the tasks emulator wherever functions run.
  const names = only.split(',');
  if (names.includes('functions') && !names.includes('tasks')) names.push('tasks');
  return { only: names, importDir, command };
}

async function main(): Promise<void> {
  goOffline();
  const { only, importDir, command } = parseArgs(process.argv.slice(2));
  const prepared = prepareEmulators();
  if (only.includes('functions')) {
    ensureFunctionsBuilt();
    ensureSsrBuilt();
    await ensureFunctionsManifests();
  }
  await reserveSuite(only);
  // With the functions run the search database (their mirror triggers and the search route)
  // and the local inbox they deliver mail to, which the tests read.
  const withFunctions = only.includes('functions');
  const [database] = await Promise.all([
    withFunctions ? startPostgres(throwawayDataDir(), { throwaway: true }) : undefined,
    withFunctions ? startLocalInbox() : undefined,
  ]);
  const child = spawnFirebase(
    [
      'emulators:exec',
      '--only',
      only.join(','),
      '--project',
      PROJECT_ID,
      ...(importDir ? ['--import', importDir] : []),
      shellJoin(command),
    ],
    { ...process.env, ...prepared.env, ...(database ? searchDatabaseEnv() : {}) },
  );
  if (only.includes('firestore')) void warmUpFirestore();
  const code = await superviseFirebase(child);
  await database?.stop();
  process.exit(code);
}

main().catch(exitOnSetupError);
