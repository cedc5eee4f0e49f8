// The Admin SDK app bound to the emulators, and its Firestore, Auth and Storage bucket.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { BUCKET, hostOf, PROJECT_ID } from './emulators.js';

/**
 * The Admin SDK finds the emulators through the *_EMULATOR_HOST variables; outside
 * `firebase emulators:exec` (fault tests, benches, the seed's own runs) they are set from
 * firebase.json before the first app exists.
 */
export function adminApp(): App {
  process.env.FIRESTORE_EMULATOR_HOST ??= hostOf('firestore');
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= hostOf('auth');
  process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= hostOf('storage');
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET });
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());
export const adminBucket = () => getStorage(adminApp()).bucket();
