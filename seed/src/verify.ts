// Starts auth, firestore and storage with `--import emulator-data` (which exec.ts does not do)
// and runs check-export.ts inside, under the same suite lock as every other run.
import { spawnFirebase } from '@queryhub/stack/firebase-cli';
import { PROJECT_ID } from '@queryhub/stack/firebase-config';
import { superviseFirebase } from '@queryhub/stack/graceful-stop';
import { prepareEmulators } from '@queryhub/stack/prepare';
import { acquireSuiteLock } from '@queryhub/stack/suite-lock';

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
      'node --import tsx seed/src/check-export.ts',
    ],
    { ...process.env, ...prepared.env },
  );
  return superviseFirebase(child);
}
