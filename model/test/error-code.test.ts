import { describe, expect, it } from 'vitest';
import { errorCode } from '../src/index.js';

describe('errorCode', () => {
  it('reads the string codes of the web SDKs and the numeric codes of gRPC and Storage', () => {
    expect(errorCode(Object.assign(new Error('no'), { code: 'permission-denied' }))).toBe(
      'permission-denied',
    );
    expect(errorCode({ code: 6 })).toBe(6);
    expect(errorCode({ code: 404, message: 'Not Found' })).toBe(404);
  });

  it('is undefined for anything without a usable code', () => {
    expect(errorCode(new Error('plain'))).toBeUndefined();
    expect(errorCode({ code: { nested: true } })).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('permission-denied')).toBeUndefined();
  });
});
