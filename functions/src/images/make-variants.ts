import { VARIANTS, type VariantName, MAX_INPUT_PIXELS } from '@queryhub/model';
import { dimensionRejection } from './validate-image';

export interface VariantImage {
  variant: VariantName;
  data: Buffer;
  width: number;
  height: number;
}

const WEBP_QUALITY = 80;

function fitInside(size: number) {
  return { width: size, height: size, fit: 'inside', withoutEnlargement: true } as const;
}

/**
 * Decodes a PNG or JPEG once, turns it upright from its EXIF orientation, and encodes each
 * variant as WebP fitting inside a square of the variant's size (never enlarged). The declared
 * dimensions are read from the header first, so a pixel bomb is refused without decoding;
 * libvips' own `limitInputPixels` guards the decode as well. The one decode shrinks straight to
 * the large size, and the thumbnail is made from that small raw image. sharp writes no metadata
 * unless asked, so EXIF, GPS, XMP and ICC data are all dropped. Resolves with the reason when
 * the image is refused; throws when the bytes do not decode.
 */
export async function makeVariants(input: Buffer): Promise<VariantImage[] | { rejected: string }> {
  // Loaded here, not at module scope, so other functions' cold starts do not pay for libvips.
  const { default: sharp } = await import('sharp');
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  const header = await sharp(input).metadata();
  const rejected = dimensionRejection(header.width, header.height);
  if (rejected) return { rejected };

  const { data: raw, info } = await sharp(input, options)
    .rotate()
    .resize(fitInside(VARIANTS.large))
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const decoded = { raw: { width: info.width, height: info.height, channels: info.channels } };

  const images: VariantImage[] = [];
  for (const variant of Object.keys(VARIANTS) as VariantName[]) {
    const { data, info: out } = await sharp(raw, decoded)
      .resize(fitInside(VARIANTS[variant]))
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    images.push({ variant, data, width: out.width, height: out.height });
  }
  return images;
}
