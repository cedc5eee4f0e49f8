// Real image files for tests, generated with sharp.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A noisy PNG (so it does not compress to nothing) of the given size. */
export async function noisyPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = seed >> 16;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** A 300×200 JPEG whose EXIF says "rotate 90°" and holds a GPS position. */
export async function jpegWithGpsExif(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'QueryHubTestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .toBuffer();
}

/** The EXIF tag that points at the GPS directory (0x8825), as stored little-endian. */
export const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);

/** A text file that starts with the PNG signature. */
export function pngHeaderOnText(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('this is not an image, only its first eight bytes pretend to be one\n'),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A pixel bomb: a valid PNG header declaring `width` × `height` RGB pixels (16000 × 16000 by
 * default, 256 megapixels), the first 2000 rows of black as compressed data (about 100 KB),
 * and an ancillary chunk that pads the file to about `bytes`.
 */
export function pixelBombPng(width = 16000, height = 16000, bytes = 1_000_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const data = deflateSync(Buffer.alloc(Math.min(height, 2000) * (1 + width * 3)));
  const padding = Buffer.alloc(Math.max(0, bytes - data.length - 100), 0x51);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('qhPd', padding),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
