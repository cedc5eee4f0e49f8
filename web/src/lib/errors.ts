/** The SDK error code (e.g. 'auth/wrong-password'), or 'unknown' for anything else. */
export function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string' && code !== '') return code;
  }
  return 'unknown';
}

export const REQUIRES_RECENT_LOGIN = 'auth/requires-recent-login';
