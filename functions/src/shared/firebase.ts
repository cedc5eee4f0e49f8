import { getApps, initializeApp, type App, type AppOptions } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/** The address the Admin SDK itself gives tasks in the Cloud Tasks emulator. */
const EMULATED_SERVICE_ACCOUNT = 'emulated-service-acct@email.com';

/**
 * In the Functions emulator, the service account is named: without it, every task enqueued (the
 * unread-mail alerts, webhooks) first asks the metadata server for it, a network request on the
 * trigger path that can only fail locally before the SDK falls back to the same address.
 * FIREBASE_CONFIG is what initializeApp() reads when given no options; the emulator sets it.
 */
function emulatorOptions(): AppOptions | undefined {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return undefined;
  const config: unknown = JSON.parse(process.env.FIREBASE_CONFIG ?? '{}');
  return { ...(config as AppOptions), serviceAccountId: EMULATED_SERVICE_ACCOUNT };
}

/** The name firebase-admin gives the app initializeApp() creates without one. */
const DEFAULT_APP_NAME = '[DEFAULT]';

/**
 * The default Admin SDK app, created on first use so a cold start only pays for what runs. Not
 * simply the first app: to decode a Firestore event, firebase-functions creates its own app
 * (`__FIREBASE_FUNCTIONS_SDK__`, without our options) whenever no default app exists yet, so in
 * a Firestore trigger that one is often first, and it would send every task enqueue to the
 * metadata server for a service account.
 */
export function adminApp(): App {
  return getApps().find((app) => app.name === DEFAULT_APP_NAME) ?? initializeApp(emulatorOptions());
}

export function firestore(): Firestore {
  return getFirestore(adminApp());
}

export type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export function defaultBucket(): Bucket {
  return getStorage(adminApp()).bucket();
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}
