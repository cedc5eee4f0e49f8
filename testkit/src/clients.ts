// Web SDK apps connected to the emulators: one app per signed-in user, so several users act side
// by side, each closable.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { BUCKET, emulators, PROJECT_ID, urlOf } from './emulators.js';

export interface ClientApp {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  storage: FirebaseStorage;
}

export interface ClientSession extends ClientApp {
  uid: string;
  close(): Promise<void>;
}

/** A web SDK app named `name` whose Auth, Firestore and Storage talk to the emulators. */
export function clientApp(name: string): ClientApp {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', storageBucket: BUCKET },
    name,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, urlOf('auth'), { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, emulators.firestore.host, emulators.firestore.port);
  const storage = getStorage(app);
  connectStorageEmulator(storage, emulators.storage.host, emulators.storage.port);
  return { app, auth, db, storage };
}

/** Signs in with e-mail and password in an app of its own (named after the e-mail by default). */
export async function signInClient(
  email: string,
  password: string,
  appName = `client-${email}`,
): Promise<ClientSession> {
  const client = clientApp(appName);
  const credential = await signInWithEmailAndPassword(client.auth, email, password);
  return { ...client, uid: credential.user.uid, close: () => deleteApp(client.app) };
}

/** The Functions client of an app, connected to the functions emulator. */
function functionsOf(app: FirebaseApp): Functions {
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, emulators.functions.host, emulators.functions.port);
  return functions;
}

/** Calls a callable function from `app` (signed in or not) and returns its data. */
export async function callFunction(
  app: FirebaseApp,
  name: string,
  data: unknown = {},
  timeoutMs?: number,
): Promise<unknown> {
  const options = timeoutMs === undefined ? undefined : { timeout: timeoutMs };
  return (await httpsCallable(functionsOf(app), name, options)(data)).data;
}
