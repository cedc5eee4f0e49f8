// Runs a command inside `firebase emulators:exec` with the offline setup applied.
// Usage: tsx emulator/scripts/exec.ts --only auth,firestore -- <command> [args...]
import { ensureFunctionsBuilt } from '../src/setup/typescript-build.js';
import { emulatorPorts, PROJECT_ID } from '../src/setup/firebase-config.js';
import { shellJoin, spawnFirebase } from '../src/setup/firebase-cli.js';
import { busyPorts } from '../src/setup/ports.js';
import { prepareEmulators } from '../src/setup/prepare.js';
import { acquireSuiteLock } from '../src/setup/suite-lock.js';
import { SetupError } from '../src/setup/errors.js';
import { exitOnSetupError } from './cli.js';

function parseArgs(argv: string[]): { only: string[]; command: string[] } {
  const split = argv.indexOf('--');
  const options = split === -1 ? argv : argv.slice(0, split);
  const command = split === -1 ? [] : argv.slice(split + 1);
  const onlyIndex = options.indexOf('--only');
  const only = (onlyIndex === -1 ? 'auth,firestore,functions,storage' : (options[onlyIndex + 1] ?? '')).split(',');
  if (command.length === 0) throw new Error('Usage: exec.ts --only auth,firestore -- <command> [args...]');
  return { only, command };
}

async function main(): Promise<void> {
  const { only, command } = parseArgs(process.argv.slice(2));
  const prepared = prepareEmulators();
  if (only.includes('functions')) ensureFunctionsBuilt();

  await acquireSuiteLock(() => console.log('Waiting for another emulator suite from this checkout to finish…'));
  const busy = await busyPorts(emulatorPorts(only));
  if (busy.length > 0) {
    const list = busy.map((p) => `${p.name} ${p.host}:${p.port}`).join(', ');
    throw new SetupError(
      `Emulator port(s) already in use: ${list}.`,
      'stop the other emulator suite or program using them (for example `npx kill-port ' +
        busy.map((p) => p.port).join(' ') +
        '`), then run the command again.',
    );
  }

  const child = spawnFirebase(
    ['emulators:exec', '--only', only.join(','), '--project', PROJECT_ID, shellJoin(command)],
    { ...process.env, ...prepared.env },
  );
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch(exitOnSetupError);
