// Real image files for tests and benchmarks, encoded with sharp.
import sharp from 'sharp';
import { seededRandom } from './random.js';

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

/** A small valid PNG of one colour, as a file a browser's file input takes. */
export async function pngFile(name = 'picture.png', color = { r: 30, g: 120, b: 200 }) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
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

/**
 * A deterministic, screenshot-like PNG of about 8 MB: flat UI panels and text-like bars with
 * low-amplitude sensor-style noise, which defeats PNG compression the way real photos do.
 */
export async function noisyScreenshotPng(
  width = 2560,
  height = 1440,
  amplitude = 20,
): Promise<Buffer> {
  const random = seededRandom(20261122);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const band = Math.floor(y / 40);
    for (let x = 0; x < width; x += 1) {
      const sidebar = x < width / 5;
      const textBar = !sidebar && band % 2 === 1 && x % 400 < 20 + ((band * 97) % 360);
      const base = sidebar ? [40, 46, 60] : textBar ? [90, 110, 150] : [236, 240, 245];
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        const noise = Math.round((random() - 0.5) * amplitude);
        pixels[offset + channel] = Math.min(255, Math.max(0, (base[channel] as number) + noise));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
