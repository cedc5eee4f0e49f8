import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cachedOfficialJar } from './firebase-tools-cache.js';
import { ensureJar } from './jar.js';
import type { JavaInstallation } from './java.js';
import { emulatorCacheDir, repoRoot } from './paths.js';

export type StorageRulesRuntimeSource =
  | { kind: 'firebase-tools-cache'; jar: string }
  | { kind: 'queryhub'; launcher: string; runtime: string };

/** The compiled entry point of QueryHub's own rules runtime. */
export const rulesRuntimeEntry = path.join(repoRoot, 'rules-engine', 'dist', 'runtime', 'main.js');

const LAUNCHER_CLASS = 'StorageRulesRuntimeLauncher';

/** Escapes a value for a java.util.Properties file. */
function propertyValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

/**
 * Decides which Storage rules runtime firebase-tools starts: the official JAR when a user with
 * internet access has it cached, else a tiny Java launcher that runs `node <our runtime> serve`.
 */
export function prepareStorageRulesRuntime(
  java: JavaInstallation,
  nodeExecutable: string = process.execPath,
): StorageRulesRuntimeSource {
  const official = cachedOfficialJar('storage');
  if (official) return { kind: 'firebase-tools-cache', jar: official };

  const source = readFileSync(
    path.join(repoRoot, 'stack', 'java', `${LAUNCHER_CLASS}.java`),
    'utf8',
  );
  const launcher = path.join(emulatorCacheDir, 'storage-rules-runtime-launcher.jar');
  ensureJar(java, launcher, {
    manifest: ['Manifest-Version: 1.0', `Main-Class: ${LAUNCHER_CLASS}`],
    javaSources: { [`${LAUNCHER_CLASS}.java`]: source },
    files: {
      'launcher.properties': `node=${propertyValue(nodeExecutable)}\nruntime=${propertyValue(rulesRuntimeEntry)}\n`,
    },
  });
  return { kind: 'queryhub', launcher, runtime: rulesRuntimeEntry };
}
