import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  builtFromFile,
  exportFingerprint,
  recordBuiltFrom,
  takeBuiltFrom,
} from '../src/search-fingerprint.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'queryhub-fingerprint-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function exportWith(documents: string, accounts = '{}'): string {
  const dir = tempDir();
  mkdirSync(path.join(dir, 'firestore_export', 'all_namespaces', 'all_kinds'), { recursive: true });
  writeFileSync(
    path.join(dir, 'firestore_export', 'all_namespaces', 'all_kinds', 'output-0'),
    documents,
  );
  mkdirSync(path.join(dir, 'auth_export'));
  writeFileSync(path.join(dir, 'auth_export', 'accounts.json'), accounts);
  return dir;
}

describe('exportFingerprint', () => {
  it('is the same for the same Firestore data, whatever else the export holds', () => {
    expect(exportFingerprint(exportWith('docs', '{"a":1}'))).toBe(
      exportFingerprint(exportWith('docs', '{"b":2}')),
    );
  });

  it('differs when the Firestore data differs', () => {
    expect(exportFingerprint(exportWith('docs'))).not.toBe(exportFingerprint(exportWith('docs!')));
  });

  it('is undefined for an export without Firestore data', () => {
    expect(exportFingerprint(tempDir())).toBeUndefined();
  });
});

describe('the recorded fingerprint', () => {
  it('is read once: a running stack consumes it, only a clean stop records it again', () => {
    const search = path.join(tempDir(), 'state-search');
    expect(takeBuiltFrom(search)).toBeUndefined();
    recordBuiltFrom(search, 'abc');
    expect(builtFromFile(search)).toBe(`${search}.built-from`);
    expect(takeBuiltFrom(search)).toBe('abc');
    expect(takeBuiltFrom(search)).toBeUndefined();
  });
});
