// The `hashing.*` namespace: digests of strings (as UTF-8) or bytes, returned as bytes.
import { createHash } from 'node:crypto';
import type { Value } from '../values.js';
import { isError } from '../values.js';
import { argument, builtin, type Builtin, type BuiltinTable } from './signature.js';

function crcTable(polynomial: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? polynomial ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}

function crc(table: Uint32Array, data: Uint8Array): Uint8Array {
  let c = 0xffffffff;
  for (const byte of data) c = (table[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  const out = new Uint8Array(4);
  // Little-endian, as Google's engine returns it: crc32('123456789').toHexString() == '2639F4CB'.
  new DataView(out.buffer).setUint32(0, (c ^ 0xffffffff) >>> 0, true);
  return out;
}

const CRC32 = crcTable(0xedb88320);
const CRC32C = crcTable(0x82f63b78);

function digest(name: string, compute: (data: Uint8Array) => Uint8Array): Builtin {
  return builtin(1, (_, [arg]) => {
    const input = argument(name, arg, 'string', 'bytes');
    if (isError(input)) return input;
    const data =
      input.kind === 'string' ? new Uint8Array(Buffer.from(input.value, 'utf8')) : input.value;
    return { kind: 'bytes', value: compute(data) } satisfies Value;
  });
}

export const hashingNamespace: BuiltinTable = {
  md5: digest('hashing.md5', (data) => new Uint8Array(createHash('md5').update(data).digest())),
  sha256: digest(
    'hashing.sha256',
    (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  ),
  crc32: digest('hashing.crc32', (data) => crc(CRC32, data)),
  crc32c: digest('hashing.crc32c', (data) => crc(CRC32C, data)),
};
