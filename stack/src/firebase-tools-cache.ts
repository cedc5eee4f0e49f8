import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { firebaseToolsCacheDir } from './paths.js';

interface DownloadInfo {
  downloadPathRelativeToCacheDir: string;
}

const require = createRequire(import.meta.url);

function downloadInfo(emulator: 'firestore' | 'storage'): DownloadInfo {
  const info = require('firebase-tools/lib/emulator/downloadableEmulatorInfo.json') as Record<
    string,
    DownloadInfo
  >;
  const entry = info[emulator];
  if (!entry) throw new Error(`firebase-tools has no download info for ${emulator}`);
  return entry;
}

/**
 * The path of the official JAR in firebase-tools' cache, if a user with internet access already
 * downloaded it (firebase-tools then uses it without any override from us).
 */
export function cachedOfficialJar(
  emulator: 'firestore' | 'storage',
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const jar = path.join(
    firebaseToolsCacheDir(env),
    downloadInfo(emulator).downloadPathRelativeToCacheDir,
  );
  return existsSync(jar) ? jar : undefined;
}
