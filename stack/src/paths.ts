import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (this file lives in stack/src). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Git-ignored folder for generated launcher JARs and stamps. */
export const emulatorCacheDir = path.join(repoRoot, '.cache', 'emulators');

/** firebase-tools' own download cache, honouring the same override variable it does. */
export function firebaseToolsCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return (
    env.FIREBASE_EMULATORS_PATH ??
    path.join(env.HOME ?? env.USERPROFILE ?? '', '.cache', 'firebase', 'emulators')
  );
}
