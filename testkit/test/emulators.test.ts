import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configuredEmulators, parseEmulators, parseHostPort } from '../src/emulators.js';

describe('emulator addresses', () => {
  it('reads every emulator the suites use from firebase.json', () => {
    const firebaseJson = JSON.parse(
      readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
    ) as { emulators: Record<string, { host: string; port: number }> };
    for (const name of ['auth', 'firestore', 'storage', 'functions', 'hosting', 'hub'] as const) {
      expect(configuredEmulators[name]).toEqual(firebaseJson.emulators[name]);
    }
  });

  it('defaults the host to loopback and refuses an emulator without a port', () => {
    const config = (firestore: object) =>
      JSON.stringify({
        emulators: {
          auth: { port: 1 },
          firestore,
          storage: { port: 3 },
          functions: { port: 4 },
          hosting: { port: 5 },
          hub: { port: 6 },
        },
      });
    expect(parseEmulators(config({ port: 2 })).firestore).toEqual({ host: '127.0.0.1', port: 2 });
    expect(() => parseEmulators(config({ host: '127.0.0.1' }))).toThrow(/firestore/);
  });

  it('splits HOST:PORT at the last colon, so IPv6 hosts keep theirs', () => {
    expect(parseHostPort('127.0.0.1:8080')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(parseHostPort('::1:9099')).toEqual({ host: '::1', port: 9099 });
  });
});
