import { describe, expect, it } from 'vitest';
import { clientAddress } from '../src/index.js';

describe('clientAddress', () => {
  it("behind Google's front end, takes the last X-Forwarded-For hop (the one it appends)", () => {
    expect(clientAddress('198.51.100.7, 203.0.113.9', '10.0.0.1', true)).toBe('203.0.113.9');
    expect(clientAddress(['192.0.2.1', ' 203.0.113.9 '], '10.0.0.1', true)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9,', '10.0.0.1', true)).toBe('203.0.113.9');
  });

  it('without the header there, falls back to the socket peer, then to "local"', () => {
    expect(clientAddress(undefined, '10.0.0.1', true)).toBe('10.0.0.1');
    expect(clientAddress(' , ', undefined, true)).toBe('local');
  });

  it('under the emulator, ignores the header the client wrote and takes the socket peer', () => {
    expect(clientAddress('198.51.100.7', '127.0.0.1', false)).toBe('127.0.0.1');
    expect(clientAddress('198.51.100.7', undefined, false)).toBe('local');
  });
});
