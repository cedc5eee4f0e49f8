import { mkdtempSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStale } from '../src/freshness.js';

function tree(): { src: string; out: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freshness-'));
  const src = path.join(dir, 'src');
  mkdirSync(path.join(src, 'nested'), { recursive: true });
  writeFileSync(path.join(src, 'nested', 'a.ts'), '');
  const out = path.join(dir, 'out.js');
  return { src, out };
}

describe('isStale', () => {
  it('is stale when the output is missing', () => {
    const { src, out } = tree();
    expect(isStale([src], out)).toBe(true);
  });

  it('is fresh when the output is newer than every input, and stale when a nested input changes', () => {
    const { src, out } = tree();
    writeFileSync(out, '');
    const past = new Date(Date.now() - 60_000);
    utimesSync(path.join(src, 'nested', 'a.ts'), past, past);
    expect(isStale([src], out)).toBe(false);
    const future = new Date(Date.now() + 60_000);
    utimesSync(path.join(src, 'nested', 'a.ts'), future, future);
    expect(isStale([src], out)).toBe(true);
  });

  it('ignores inputs that do not exist', () => {
    const { src, out } = tree();
    writeFileSync(out, '');
    utimesSync(path.join(src, 'nested', 'a.ts'), new Date(0), new Date(0));
    expect(isStale([src, path.join(src, 'missing')], out)).toBe(false);
  });
});
