// Firebase web SDK and Admin SDK connections to the running emulators (project demo-queryhub).
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import {
  getApps as getAdminApps,
  initializeApp as initializeAdminApp,
  type App,
} from 'firebase-admin/app';

export const PROJECT_ID = 'demo-queryhub';
export const STORAGE_BUCKET = `${PROJECT_ID}.appspot.com`;

interface HostPort {
  host: string;
  port: number;
}

/** Reads `HOST:PORT` from the variable `firebase emulators:exec` sets, or uses firebase.json's port. */
function emulatorAddress(variable: string, defaultPort: number): HostPort {
  const value = process.env[variable] ?? `127.0.0.1:${defaultPort}`;
  const split = value.lastIndexOf(':');
  return { host: value.slice(0, split), port: Number(value.slice(split + 1)) };
}

export const emulators = {
  auth: emulatorAddress('FIREBASE_AUTH_EMULATOR_HOST', 9099),
  firestore: emulatorAddress('FIRESTORE_EMULATOR_HOST', 8080),
  storage: emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST', 9199),
  functions: { host: '127.0.0.1', port: 5001 },
};

/** The Admin SDK finds the emulators through these variables; set them when the caller has not. */
export function adminApp(): App {
  process.env.FIRESTORE_EMULATOR_HOST ??= `${emulators.firestore.host}:${emulators.firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${emulators.auth.host}:${emulators.auth.port}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${emulators.storage.host}:${emulators.storage.port}`;
  return (
    getAdminApps()[0] ??
    initializeAdminApp({ projectId: PROJECT_ID, storageBucket: STORAGE_BUCKET })
  );
}

/** One web SDK app per signed-in user, so several users can act side by side. */
export interface ClientSession {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
  uid: string;
  close(): Promise<void>;
}

export function clientApp(name: string): Omit<ClientSession, 'uid' | 'close'> {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', storageBucket: STORAGE_BUCKET },
    name,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${emulators.auth.host}:${emulators.auth.port}`, {
    disableWarnings: true,
  });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  const storage = getStorage(app);
  connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);
  return { app, auth, db, storage };
}

export async function signInClient(email: string, password: string): Promise<ClientSession> {
  const client = clientApp(`client-${email}`);
  const credential = await signInWithEmailAndPassword(client.auth, email, password);
  return { ...client, uid: credential.user.uid, close: () => deleteApp(client.app) };
}
