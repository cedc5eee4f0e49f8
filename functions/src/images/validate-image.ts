import { IMAGE_MESSAGES, MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from '@queryhub/model';
// Which uploads the image pipeline accepts, judged by the bytes rather than the declared type.

export type ImageType = 'png' | 'jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

/** The real image type from the file's magic bytes, or null when it is neither PNG nor JPEG. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return null;
}

/** Why an upload of this size is refused before it is even downloaded, or null if it may go on. */
export function sizeRejection(size: number): string | null {
  if (!Number.isFinite(size) || size <= 0) return IMAGE_MESSAGES.empty;
  if (size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.fileTooLarge;
  return null;
}

/** Why these bytes are refused, or null when they are a PNG or JPEG within the size limit. */
export function contentRejection(bytes: Uint8Array): string | null {
  const bySize = sizeRejection(bytes.length);
  if (bySize) return bySize;
  return sniffImageType(bytes) ? null : IMAGE_MESSAGES.formatNotSupported;
}

/** Why an image of these declared dimensions is refused before decoding, or null. */
export function dimensionRejection(width: number | undefined, height: number | undefined) {
  if (!width || !height || width <= 0 || height <= 0) return IMAGE_MESSAGES.formatNotSupported;
  return width * height > MAX_INPUT_PIXELS ? IMAGE_MESSAGES.tooManyPixels : null;
}
