import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SetupError } from './errors.js';
import { cachedOfficialJar } from './firebase-tools-cache.js';
import { ensureJar } from './jar.js';
import type { JavaInstallation } from './java.js';
import { emulatorCacheDir } from './paths.js';
import { run } from './run.js';

const GCLOUD_PACKAGE = 'google-cloud-cli-firestore-emulator';
const JAR_IN_SDK = path.join(
  'platform',
  'cloud-firestore-emulator',
  'cloud-firestore-emulator.jar',
);
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

export type FirestoreEmulatorSource =
  { kind: 'firebase-tools-cache'; jar: string } | { kind: 'gcloud'; jar: string; launcher: string };

/** Finds the Cloud CLI's Firestore emulator JAR through dpkg, then through `gcloud info`. */
function findGcloudFirestoreJar(): string | undefined {
  const listed = run('dpkg', ['-L', GCLOUD_PACKAGE]);
  if (listed.status === 0) {
    const jar = listed.stdout
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line.endsWith(path.sep + JAR_IN_SDK));
    if (jar && existsSync(jar)) return jar;
  }
  const info = run('gcloud', ['info', '--format=value(installation.sdk_root)']);
  if (info.status === 0 && info.stdout.trim()) {
    const jar = path.join(info.stdout.trim(), JAR_IN_SDK);
    if (existsSync(jar)) return jar;
  }
  return undefined;
}

/**
 * Decides which Firestore emulator firebase-tools starts: its own cached JAR when present, else
 * the Cloud CLI's JAR behind a generated manifest-only launcher (the Cloud CLI JAR has no
 * Main-Class, while firebase-tools runs `java -jar`).
 */
export function prepareFirestoreEmulator(java: JavaInstallation): FirestoreEmulatorSource {
  const official = cachedOfficialJar('firestore');
  if (official) return { kind: 'firebase-tools-cache', jar: official };

  const jar = findGcloudFirestoreJar();
  if (!jar) {
    throw new SetupError(
      'No Firestore emulator JAR was found (firebase-tools cannot download one offline).',
      `install Google Cloud CLI's \`${GCLOUD_PACKAGE}\` package (apt-get install -y ${GCLOUD_PACKAGE}), or, with internet access, run \`npx firebase setup:emulators:firestore\`.`,
    );
  }
  const launcher = path.join(emulatorCacheDir, 'cloud-firestore-emulator-launcher.jar');
  ensureJar(java, launcher, {
    manifest: [
      'Manifest-Version: 1.0',
      `Main-Class: ${MAIN_CLASS}`,
      `Class-Path: ${pathToFileURL(jar).href}`,
    ],
  });
  return { kind: 'gcloud', jar, launcher };
}
