// Hand-built PNG files: the signature and chunks, for images no encoder would write.
import { createDeflate, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The IHDR of an 8-bit RGB image (deflate, no filter, no interlace). */
function rgbHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return header;
}

/** A text file that starts with the PNG signature. */
export function pngHeaderOnText(): Buffer {
  return Buffer.concat([
    PNG_SIGNATURE,
    Buffer.from('this is not an image, only its first eight bytes pretend to be one\n'),
  ]);
}

/**
 * A pixel bomb: a valid PNG header declaring `width` × `height` RGB pixels (16000 × 16000 by
 * default, 256 megapixels), the first 2000 rows of black as compressed data (about 100 KB),
 * and an ancillary chunk that pads the file to about `bytes`.
 */
export function pixelBombPng(width = 16000, height = 16000, bytes = 1_000_000): Buffer {
  const data = deflateSync(Buffer.alloc(Math.min(height, 2000) * (1 + width * 3)));
  const padding = Buffer.alloc(Math.max(0, bytes - data.length - 100), 0x51);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', rgbHeader(width, height)),
    pngChunk('qhPd', padding),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A complete `size` × `size` PNG of one colour, every row present, streamed row by row through
 * deflate (never held whole): a small file whose pixels decode to gigabytes.
 */
export async function fullPixelBombPng(size: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + size * 3, 0x7f);
  row[0] = 0;
  for (let y = 0; y < size; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', rgbHeader(size, size)),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
