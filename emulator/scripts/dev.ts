// `npm run dev`: the emulators (without hosting) plus Vite with HMR at http://127.0.0.1:5173.
// The app connects to the emulators because it is served from 127.0.0.1.
import { spawn } from 'node:child_process';
import { stateFlags } from '../src/setup/emulator-state.js';
import { PROJECT_ID } from '../src/setup/firebase-config.js';
import { spawnFirebase } from '../src/setup/firebase-cli.js';
import { repoRoot } from '../src/setup/paths.js';
import { prepareEmulators } from '../src/setup/prepare.js';
import { reserveSuite } from '../src/setup/reserve-suite.js';
import { ensureFunctionsBuilt } from '../src/setup/typescript-build.js';
import { exitOnSetupError } from './cli.js';

const EMULATORS = ['auth', 'firestore', 'functions', 'storage'];

async function main(): Promise<void> {
  const prepared = prepareEmulators();
  ensureFunctionsBuilt();
  await reserveSuite(EMULATORS);
  const { flags } = stateFlags();
  const emulators = spawnFirebase(
    ['emulators:start', '--only', EMULATORS.join(','), '--project', PROJECT_ID, ...flags],
    { ...process.env, ...prepared.env },
  );
  const vite = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'web', '--host', '127.0.0.1'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  process.on('SIGINT', () => undefined);
  // When either side stops, stop the other so nothing is left running.
  emulators.on('exit', (code) => {
    vite.kill('SIGINT');
    process.exit(code ?? 0);
  });
  vite.on('exit', () => emulators.kill('SIGINT'));
}

main().catch(exitOnSetupError);
