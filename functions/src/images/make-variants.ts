import type { Sharp } from 'sharp';
import { VARIANTS, type VariantName } from './image-paths';

export interface VariantImage {
  variant: VariantName;
  data: Buffer;
  width: number;
  height: number;
}

const WEBP_QUALITY = 80;

/**
 * Decodes a PNG or JPEG, turns it upright from its EXIF orientation, and encodes each variant as
 * WebP fitting inside a square of the variant's size (never enlarged). sharp writes no metadata
 * unless asked, so EXIF, GPS, XMP and ICC data are all dropped. Throws when the bytes do not
 * decode as an image.
 */
export async function makeVariants(input: Buffer): Promise<VariantImage[]> {
  // Loaded here, not at module scope, so other functions' cold starts do not pay for libvips.
  const { default: sharp } = await import('sharp');
  const upright: Sharp = sharp(input, { failOn: 'error' }).rotate();
  return Promise.all(
    (Object.keys(VARIANTS) as VariantName[]).map(async (variant) => {
      const size = VARIANTS[variant];
      const { data, info } = await upright
        .clone()
        .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      return { variant, data, width: info.width, height: info.height };
    }),
  );
}
