import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

// One Admin SDK app per instance, created on first use so a cold start only pays for what runs.
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
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
