import path from 'node:path';
import { ensureRulesRuntimeBuilt } from './typescript-build.js';
import { prepareFirestoreEmulator, type FirestoreEmulatorSource } from './firestore-emulator.js';
import { findJava, type JavaInstallation } from './java.js';
import {
  prepareStorageRulesRuntime,
  type StorageRulesRuntimeSource,
} from './storage-rules-runtime.js';

export interface PreparedEmulators {
  java: JavaInstallation;
  firestore: FirestoreEmulatorSource;
  storageRules: StorageRulesRuntimeSource;
  /** Variables to add to firebase-tools' environment. */
  env: Record<string, string>;
}

/**
 * Makes the official emulator suite startable offline: finds Java, decides the Firestore JAR and
 * the Storage rules runtime, and returns the environment firebase-tools needs. Idempotent and
 * quick when everything is up to date.
 */
export function prepareEmulators(baseEnv: NodeJS.ProcessEnv = process.env): PreparedEmulators {
  const java = findJava(baseEnv);
  const firestore = prepareFirestoreEmulator(java);
  ensureRulesRuntimeBuilt();
  const storageRules = prepareStorageRulesRuntime(java);

  const env: Record<string, string> = {};
  if (java.binDir) env.PATH = `${java.binDir}${path.delimiter}${baseEnv.PATH ?? ''}`;
  if (firestore.kind === 'gcloud') env.FIRESTORE_EMULATOR_BINARY_PATH = firestore.launcher;
  if (storageRules.kind === 'queryhub') env.STORAGE_EMULATOR_BINARY_PATH = storageRules.launcher;
  return { java, firestore, storageRules, env };
}

export function describePrepared(prepared: PreparedEmulators): string[] {
  const { java, firestore, storageRules } = prepared;
  return [
    `Java ${java.majorVersion} (${java.java})`,
    firestore.kind === 'gcloud'
      ? `Firestore emulator: Cloud CLI JAR ${firestore.jar} via ${firestore.launcher}`
      : `Firestore emulator: firebase-tools' cached JAR ${firestore.jar}`,
    storageRules.kind === 'queryhub'
      ? `Storage rules runtime: QueryHub's (${storageRules.runtime}) via ${storageRules.launcher}`
      : `Storage rules runtime: firebase-tools' cached official JAR ${storageRules.jar}`,
  ];
}
