// Truly offline: the local stack must not wait for, or even try, the network. On a machine whose
// only interface is loopback (a CI network namespace, a laptop on a plane) anything that reaches
// out either fails at once or, worse, waits for a timeout on the trigger path. These switches
// turn every such attempt off, in one place, for every process the launchers start (firebase-tools,
// its functions runtimes and JVMs, the command `emulators:exec` runs) and for the launcher itself.
import { PROJECT_ID } from './firebase-config.js';

/**
 * - METADATA_SERVER_DETECTION=none: google-auth-library (firebase-admin, the Google Cloud
 *   clients, the Firestore client in the launcher's search reindex) never probes the GCE
 *   metadata server (169.254.169.254, or GCE_METADATA_HOST) for credentials or a project id.
 *   firebase-tools sets it for the functions runtimes, but not for itself or for the command
 *   `emulators:exec` runs, and the launcher's own Admin SDK clients had none.
 * - GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT: the project id is known, so no library asks the
 *   metadata server or runs `gcloud config config-helper` (which may refresh tokens online) to
 *   find one.
 * - NO_UPDATE_NOTIFIER: firebase-tools' update check (a child process asking the npm registry)
 *   does not run.
 * - firebase-tools' usage collection needs no switch: it is off unless a `firebase login` opted
 *   in (the `usage` key of its config store), and the launchers never log in.
 *
 * firebase-tools still asks for its message of the day once a day (not configurable); the request
 * runs in the background, is never awaited, and fails harmlessly offline with a warning.
 */
export const OFFLINE_ENV: Readonly<Record<string, string>> = {
  METADATA_SERVER_DETECTION: 'none',
  GCLOUD_PROJECT: PROJECT_ID,
  GOOGLE_CLOUD_PROJECT: PROJECT_ID,
  NO_UPDATE_NOTIFIER: '1',
};

/** Variables that would point a Google library at a metadata server: removed for the local stack. */
const METADATA_HOST_VARIABLES = ['GCE_METADATA_HOST', 'GCE_METADATA_IP'];

/** `env` with the offline switches applied (see OFFLINE_ENV). */
export function offlineEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = { ...env, ...OFFLINE_ENV };
  for (const name of METADATA_HOST_VARIABLES) delete result[name];
  return result;
}

/** Applies the offline switches to this process, for the Admin SDK clients the launcher runs. */
export function goOffline(): void {
  Object.assign(process.env, OFFLINE_ENV);
  for (const name of METADATA_HOST_VARIABLES) delete process.env[name];
}
