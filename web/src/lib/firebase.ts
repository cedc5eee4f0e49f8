/**
 * The Firebase access layer: with ./firebase-sdk/* and ./converters.ts, the ONLY modules that
 * import the Firebase SDK (ESLint refuses 'firebase/*' outside web/src/lib; see
 * eslint.boundaries.js).
 *
 * Contract:
 * - Every SDK part is loaded with a dynamic import(), so nothing of Firebase is in the initial
 *   bundle, and only after the first page has painted (./first-page-paint.ts). Each accessor is memoised and loads only its own part: a page that reads Firestore
 *   never downloads Storage; Storage is loaded only when an upload starts. Each part is loaded
 *   through ./firebase-sdk/<part>.ts, which lists the functions the app calls: add one there
 *   before you use it.
 * - Each accessor returns the service instance plus the SDK module (`sdk`) to call, e.g.
 *     const { db, sdk } = await loadFirestore();
 *     return sdk.onSnapshot(sdk.doc(db, 'Users', uid), ...);
 * - Emulators (auth :9099, firestore :8080, storage :9199, functions :5001 on 127.0.0.1) and the
 *   demo project are used on localhost/127.0.0.1 or with VITE_USE_EMULATORS=true; otherwise the
 *   VITE_FIREBASE_* configuration.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { firebaseConfig, shouldUseEmulators } from '@/config/env';
import { firstPagePainted } from './first-page-paint';

const EMULATOR_HOST = '127.0.0.1';
const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199, functions: 5001 };

/** A query constraint, for features that build queries from parts (sort tabs, cursors). */
export type { QueryConstraint } from 'firebase/firestore';
/** A signed-in Firebase Auth account (what sign-up and sign-in resolve with). */
export type { User } from 'firebase/auth';

export type AuthSdk = typeof import('./firebase-sdk/auth');
export type FirestoreSdk = typeof import('./firebase-sdk/firestore');
export type StorageSdk = typeof import('./firebase-sdk/storage');
export type FunctionsSdk = typeof import('./firebase-sdk/functions');

interface Memoised<T> {
  (): Promise<T>;
  /** Forget the instance so the next call initialises a new one. */
  reset(): void;
}

function memoise<T>(load: () => Promise<T>): Memoised<T> {
  let pending: Promise<T> | null = null;
  const get = () => {
    // A failed load (e.g. a chunk that did not download) may be retried by the next caller.
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
  return Object.assign(get, { reset: () => (pending = null) });
}

const loadApp = memoise(async (): Promise<FirebaseApp> => {
  await firstPagePainted();
  const { initializeApp } = await import('firebase/app');
  return initializeApp(firebaseConfig());
});

export const loadAuth = memoise(async (): Promise<{ auth: Auth; sdk: AuthSdk }> => {
  const [app, sdk] = await Promise.all([loadApp(), import('./firebase-sdk/auth')]);
  const auth = sdk.initializeAuth(app, {
    persistence: [
      sdk.indexedDBLocalPersistence,
      sdk.browserLocalPersistence,
      sdk.browserSessionPersistence,
    ],
  });
  if (shouldUseEmulators()) {
    sdk.connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
  }
  return { auth, sdk };
});

export const loadFirestore = memoise(async (): Promise<{ db: Firestore; sdk: FirestoreSdk }> => {
  const [app, sdk] = await Promise.all([loadApp(), import('./firebase-sdk/firestore')]);
  // A persistent cache serves reads offline; it needs IndexedDB (absent in some private modes).
  const localCache =
    typeof indexedDB === 'undefined'
      ? sdk.memoryLocalCache()
      : sdk.persistentLocalCache({ tabManager: sdk.persistentMultipleTabManager() });
  const db = sdk.initializeFirestore(app, { localCache });
  if (shouldUseEmulators()) {
    sdk.connectFirestoreEmulator(db, EMULATOR_HOST, EMULATOR_PORTS.firestore);
  }
  return { db, sdk };
});

/**
 * Drops Firestore's local cache (used on sign-out so the next person on this device sees no
 * private data). Live listeners end; the next loadFirestore() starts a fresh instance.
 */
export async function clearFirestoreCache(): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.terminate(db);
  loadFirestore.reset();
  await sdk.clearIndexedDbPersistence(db).catch(() => {
    // Another tab still holds the cache open; it is cleared the next time every tab closes.
  });
}

export const loadStorage = memoise(
  async (): Promise<{ storage: FirebaseStorage; sdk: StorageSdk }> => {
    const [app, sdk] = await Promise.all([loadApp(), import('./firebase-sdk/storage')]);
    const storage = sdk.getStorage(app);
    if (shouldUseEmulators()) {
      sdk.connectStorageEmulator(storage, EMULATOR_HOST, EMULATOR_PORTS.storage);
    }
    return { storage, sdk };
  },
);

/** Cloud Functions callables (the contact form's `sendContactMessage`, the admin page's); loaded on first call. */
export const loadFunctions = memoise(
  async (): Promise<{ functions: Functions; sdk: FunctionsSdk }> => {
    const [app, sdk] = await Promise.all([loadApp(), import('./firebase-sdk/functions')]);
    const functions = sdk.getFunctions(app);
    if (shouldUseEmulators()) {
      sdk.connectFunctionsEmulator(functions, EMULATOR_HOST, EMULATOR_PORTS.functions);
    }
    return { functions, sdk };
  },
);
