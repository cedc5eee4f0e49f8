// A deterministic, screenshot-like PNG of about 8 MB: flat UI panels and text-like bars with
// low-amplitude sensor-style noise, which defeats PNG compression the way real photos do.
import sharp from 'sharp';
import { seededRandom } from './stats.js';

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
