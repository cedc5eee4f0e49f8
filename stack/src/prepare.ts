import path from 'node:path';
import { ensureRulesRuntimeBuilt } from './typescript-build.js';
import { prepareFirestoreEmulator, type FirestoreEmulatorSource } from './firestore-emulator.js';
import { findJava, type JavaInstallation } from './java.js';
import { writeLocalMailConfig } from './local-mail-config.js';
import {
  prepareStorageRulesRuntime,
  type StorageRulesRuntimeSource,
} from './storage-rules-runtime.js';

/**
 * Options for the emulators' JVMs when start-up time matters more than throughput (`npm start`,
 * `npm run dev`; read by the `java` launcher, JDK 9+). The JIT's optimising tier (C2) spends the
 * Firestore emulator's first seconds compiling on the cores the rest of the stack needs:
 * stopping at C1 made it answer in 1.5 s instead of 3.3 s on the 2-core machine. The test and
 * bench suites keep the default, since their long runs need C2's throughput.
 * QUERYHUB_JVM_FULL_JIT=1 keeps the default for `npm start` too (for comparisons).
 */
export function jvmOptions(baseEnv: NodeJS.ProcessEnv): string | undefined {
  if (baseEnv.QUERYHUB_JVM_FULL_JIT === '1') return baseEnv.JDK_JAVA_OPTIONS;
  return [baseEnv.JDK_JAVA_OPTIONS, '-XX:TieredStopAtLevel=1'].filter(Boolean).join(' ');
}

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
 * quick when everything is up to date. `quickStart` trades JVM throughput for start-up time
 * (see jvmOptions).
 */
export function prepareEmulators(
  baseEnv: NodeJS.ProcessEnv = process.env,
  { quickStart = false }: { quickStart?: boolean } = {},
): PreparedEmulators {
  const java = findJava(baseEnv);
  const firestore = prepareFirestoreEmulator(java);
  ensureRulesRuntimeBuilt();
  const storageRules = prepareStorageRulesRuntime(java);
  writeLocalMailConfig();

  // Offline switches (no metadata-server probe, no update check) are applied where firebase-tools
  // is spawned: see offline-env.ts and firebase-cli.ts.
  const env: Record<string, string> = {};
  if (java.binDir) env.PATH = `${java.binDir}${path.delimiter}${baseEnv.PATH ?? ''}`;
  if (firestore.kind === 'gcloud') env.FIRESTORE_EMULATOR_BINARY_PATH = firestore.launcher;
  if (storageRules.kind === 'queryhub') env.STORAGE_EMULATOR_BINARY_PATH = storageRules.launcher;
  const javaOptions = quickStart ? jvmOptions(baseEnv) : baseEnv.JDK_JAVA_OPTIONS;
  if (javaOptions) env.JDK_JAVA_OPTIONS = javaOptions;
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
