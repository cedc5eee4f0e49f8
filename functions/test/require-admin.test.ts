import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { requireAdmin, requireModerator } from '../src/callables/require-admin';

describe('requireAdmin', () => {
  const codeOf = (request: Parameters<typeof requireAdmin>[0]) => {
    try {
      requireAdmin(request);
      return 'ok';
    } catch (error) {
      return error instanceof HttpsError ? error.code : 'other';
    }
  };

  it('lets only the admin claim through', () => {
    expect(codeOf({ auth: undefined })).toBe('unauthenticated');
    const auth = (token: Record<string, unknown>) =>
      ({ uid: 'u', token, rawToken: '' }) as unknown as Parameters<typeof requireAdmin>[0]['auth'];
    expect(codeOf({ auth: auth({}) })).toBe('permission-denied');
    expect(codeOf({ auth: auth({ admin: 'true' }) })).toBe('permission-denied');
    expect(codeOf({ auth: auth({ admin: true }) })).toBe('ok');
  });

  it('lets the moderator or the admin claim through the moderators’ callables', () => {
    const codeOf = (request: Parameters<typeof requireModerator>[0]) => {
      try {
        requireModerator(request);
        return 'ok';
      } catch (error) {
        return error instanceof HttpsError ? error.code : 'other';
      }
    };
    const auth = (token: Record<string, unknown>) =>
      ({ uid: 'u', token, rawToken: '' }) as unknown as Parameters<
        typeof requireModerator
      >[0]['auth'];
    expect(codeOf({ auth: undefined })).toBe('unauthenticated');
    expect(codeOf({ auth: auth({}) })).toBe('permission-denied');
    expect(codeOf({ auth: auth({ moderator: 'true' }) })).toBe('permission-denied');
    expect(codeOf({ auth: auth({ moderator: true }) })).toBe('ok');
    expect(codeOf({ auth: auth({ admin: true }) })).toBe('ok');
    // A moderator is no admin.
    expect(() => requireAdmin({ auth: auth({ moderator: true }) })).toThrow(HttpsError);
  });
});
