import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApp } from '../src/shared/firebase';

const PROJECT = { projectId: 'demo-admin-app', storageBucket: 'demo-admin-app.appspot.com' };

beforeEach(() => {
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  vi.stubEnv('FIREBASE_CONFIG', JSON.stringify(PROJECT));
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('adminApp', () => {
  it('is the default app, even when firebase-functions created its own app first', () => {
    // What firebase-functions does to decode a Firestore event when no default app exists.
    initializeApp(PROJECT, '__FIREBASE_FUNCTIONS_SDK__');

    const app = adminApp();

    expect(app.name).toBe('[DEFAULT]');
    expect(app.options.projectId).toBe(PROJECT.projectId);
    expect(adminApp()).toBe(app);
  });

  it('names the emulated service account in the Functions emulator, so no task asks the metadata server', () => {
    initializeApp(PROJECT, '__FIREBASE_FUNCTIONS_SDK__');
    expect(adminApp().options.serviceAccountId).toBe('emulated-service-acct@email.com');
  });

  it('leaves the service account to the platform elsewhere', () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    vi.stubEnv('GCLOUD_PROJECT', PROJECT.projectId);
    expect(adminApp().options.serviceAccountId).toBeUndefined();
  });
});
