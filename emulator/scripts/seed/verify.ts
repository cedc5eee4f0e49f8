// Starts auth, firestore and storage with `--import emulator-data` (which exec.ts does not do)
// and runs check-export.ts inside, under the same suite lock as every other run.
import { spawnFirebase } from '../../src/setup/firebase-cli.js';
import { PROJECT_ID } from '../../src/setup/firebase-config.js';
import { superviseFirebase } from '../../src/setup/graceful-stop.js';
import { prepareEmulators } from '../../src/setup/prepare.js';
import { acquireSuiteLock } from '../../src/setup/suite-lock.js';

export async function verifyEmulatorData(): Promise<number> {
  const prepared = prepareEmulators();
  await acquireSuiteLock(() => console.log('Waiting for another emulator suite to finish…'));
  const child = spawnFirebase(
    [
      'emulators:exec',
      '--import',
      'emulator-data',
      '--only',
      'auth,firestore,storage',
      '--project',
      PROJECT_ID,
      'node --import tsx emulator/scripts/seed/check-export.ts',
    ],
    { ...process.env, ...prepared.env },
  );
  return superviseFirebase(child);
}
