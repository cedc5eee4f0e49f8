import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_FALLBACK,
  AUTH_ERROR_SENTENCES,
  authErrorSentence,
  isAuthErrorCode,
  providerSignInSentence,
} from '../src/index.js';

describe('auth error sentences', () => {
  it('say every known code as a sentence, never the code', () => {
    const codes = Object.keys(AUTH_ERROR_SENTENCES);
    expect(codes.length).toBeGreaterThan(20);
    for (const code of codes) {
      expect(isAuthErrorCode(code), code).toBe(true);
      const sentence = authErrorSentence(code);
      expect(sentence, code).toMatch(/^[A-Z].*[.:]$/);
      expect(sentence, code).not.toMatch(/auth\//);
    }
  });

  it('cover the codes of signing in, registering, e-mail links and the connection', () => {
    expect(authErrorSentence('auth/invalid-credential')).toBe(
      'The e-mail address or the password is not right.',
    );
    for (const code of [
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/email-already-in-use',
      'auth/weak-password',
      'auth/too-many-requests',
      'auth/requires-recent-login',
      'auth/expired-action-code',
      'auth/invalid-action-code',
      'auth/network-request-failed',
      'auth/internal-error',
      'auth/account-exists-with-different-credential',
    ]) {
      expect(authErrorSentence(code), code).not.toBe(AUTH_ERROR_FALLBACK);
    }
  });

  it('say an unknown auth code in words too, and are not for other codes', () => {
    expect(authErrorSentence('auth/some-new-code')).toBe(AUTH_ERROR_FALLBACK);
    expect(authErrorSentence('auth/constructor')).toBe(AUTH_ERROR_FALLBACK);
    expect(isAuthErrorCode('storage/unauthorized')).toBe(false);
    expect(isAuthErrorCode(undefined)).toBe(false);
  });

  it('name the provider and the connection when its sign-in service was out of reach', () => {
    for (const code of ['auth/internal-error', 'auth/network-request-failed', 'auth/timeout']) {
      const sentence = providerSignInSentence('Google', code);
      expect(sentence).toMatch(/^Sign-in with Google could not finish/);
      expect(sentence).toContain('internet connection');
      expect(sentence).toContain('e-mail address and password');
    }
    expect(providerSignInSentence('GitHub', 'auth/user-disabled')).toBe(
      authErrorSentence('auth/user-disabled'),
    );
  });
});
