import { describe, expect, it } from 'vitest';
import { AdminCliError, resolveTarget } from '../../scripts/admin/target';

describe('resolveTarget', () => {
  it('targets the emulators by default and fills in their hosts', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(resolveTarget({ region: 'us-central1' }, env)).toEqual({
      projectId: 'demo-queryhub',
      emulated: true,
      authEmulator: '127.0.0.1:9099',
    });
    expect(env.FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:8080');
  });

  it('keeps emulator hosts the environment already sets', () => {
    const env: NodeJS.ProcessEnv = { FIREBASE_AUTH_EMULATOR_HOST: 'localhost:19099' };
    expect(resolveTarget({ region: 'us-central1' }, env).authEmulator).toBe('localhost:19099');
  });

  it('refuses a real project without credentials', () => {
    expect(() => resolveTarget({ region: 'us-central1', project: 'prod-hub' }, {})).toThrow(
      AdminCliError,
    );
  });

  it('targets a real project with credentials and drops emulator variables', () => {
    const env: NodeJS.ProcessEnv = {
      GOOGLE_APPLICATION_CREDENTIALS: '/keys/sa.json',
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    };
    expect(resolveTarget({ region: 'us-central1', project: 'prod-hub' }, env)).toEqual({
      projectId: 'prod-hub',
      emulated: false,
    });
    expect(env.FIRESTORE_EMULATOR_HOST).toBeUndefined();
  });
});
