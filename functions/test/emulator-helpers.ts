// Shared setup for the *.emulator.test.ts files: Admin SDK clients bound to the running
// emulators (started by `npm run test:emulators`), and a listener-based wait.
import { COLLECTIONS, newUserRecord } from '@queryhub/model';
import { randomUUID } from 'node:crypto';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type Query,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-queryhub';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
}

export const db = () => getFirestore(adminApp());
export const auth = () => getAuth(adminApp());
export const bucket = () => getStorage(adminApp()).bucket();

/** A fresh id, so test files never see each other's documents. */
export const uniqueId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

const WAIT_MS = 20_000;

/**
 * Resolves with the document's data once `ready` holds for it, watching with onSnapshot; rejects
 * with the last data seen when it does not happen in time.
 */
export function waitForDoc(
  ref: DocumentReference,
  ready: (data: DocumentData | undefined) => boolean,
  timeoutMs = WAIT_MS,
): Promise<DocumentData | undefined> {
  return new Promise((resolve, reject) => {
    let last: DocumentData | undefined;
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Timed out waiting for ${ref.path}; last data: ${JSON.stringify(last)}`));
    }, timeoutMs);
    const unsubscribe = ref.onSnapshot((snapshot) => {
      last = snapshot.data();
      if (!ready(last)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(last);
    }, reject);
  });
}

/** Resolves once the query's result size satisfies `ready`, watching with onSnapshot. */
export function waitForQuery(
  query: Query,
  ready: (size: number) => boolean,
  timeoutMs = WAIT_MS,
): Promise<number> {
  return new Promise((resolve, reject) => {
    let last = -1;
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Timed out waiting for a query; last size ${last}`));
    }, timeoutMs);
    const unsubscribe = query.onSnapshot((snapshot) => {
      last = snapshot.size;
      if (!ready(last)) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(last);
    }, reject);
  });
}

/** Polls until `check` resolves true (for Storage, which has no listener). */
export async function eventually(
  check: () => Promise<boolean>,
  timeoutMs = WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A Users document as the client writes it at registration. */
export async function createUserDoc(uid: string, displayName: string): Promise<void> {
  await db()
    .collection(COLLECTIONS.users)
    .doc(uid)
    .set(newUserRecord({ uid, displayName, email: `${uid}@example.com` }, new Date()));
}
