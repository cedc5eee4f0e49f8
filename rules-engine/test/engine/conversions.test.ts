import { describe, expect, it } from 'vitest';
import { outcome } from './evaluate.js';

describe('conversion functions', () => {
  it.each([
    ["int('42') == 42", true],
    ['int(3.9) == 3', true],
    ["int('x') == 0", 'error'],
    ["float('1.5') == 1.5", true],
    ['float(2) is float', true],
    ["string(12) == '12'", true],
    ["string(true) == 'true'", true],
    ["string(null) == 'null'", true],
    ["string(1.5) == '1.5'", true],
    ["string(2.0) == '2.0'", true],
    ["string(100000000000000000000.0) == '1.0E20'", true],
    ["string(0.0001) == '1.0E-4'", true],
    ["string(-0.0) == '-0.0'", true],
    ["int(' 5') == 5", 'error'],
    ["int('+5') == 5", true],
    ['int(9223372036854775807.0) == 9223372036854775807', true],
    ['int(0.0 / 0) == 0', true],
    ["path('/a/b') == /a/b", true],
  ] as const)('%s is %s', (source, expected) => {
    expect(outcome(source)).toBe(expected);
  });
});

describe('hashing namespace', () => {
  it('encodes bytes as URL-safe base64 with padding', () => {
    expect(outcome("'~~~'.toUtf8().toBase64() == 'fn5-'")).toBe(true);
    expect(outcome("hashing.md5('abc').toBase64() == 'kAFQmDzST7DWlj99KOF_cg=='")).toBe(true);
  });

  it('digests strings as UTF-8 (CRCs little-endian, as Google returns them)', () => {
    expect(outcome("hashing.md5('abc').toHexString() == '900150983CD24FB0D6963F7D28E17F72'")).toBe(
      true,
    );
    expect(outcome("hashing.sha256('abc').size() == 32")).toBe(true);
    expect(outcome("hashing.crc32('123456789').toHexString() == '2639F4CB'")).toBe(true);
    expect(outcome("hashing.crc32c('123456789').toHexString() == '839206E3'")).toBe(true);
  });
});
