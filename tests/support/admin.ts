import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';

export const PROJECT_ID = 'demo-queryhub';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

/** The Admin SDK app; `firebase emulators:exec` sets the *_EMULATOR_HOST variables it follows. */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
}

/** Resolves with the first snapshot data of `ref` that satisfies `done`, seen through a listener. */
export function waitForDoc(
  ref: DocumentReference,
  done: (data: DocumentData | undefined) => boolean,
  timeoutMs = 20_000,
): Promise<DocumentData | undefined> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`Timed out waiting for ${ref.path}`));
    }, timeoutMs);
    const unsubscribe = ref.onSnapshot(
      (snapshot) => {
        const data = snapshot.data();
        if (done(data)) {
          clearTimeout(timer);
          unsubscribe();
          resolve(data);
        }
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export const db = () => getFirestore(adminApp());
