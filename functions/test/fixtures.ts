// Real image files for tests, generated with sharp.
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
