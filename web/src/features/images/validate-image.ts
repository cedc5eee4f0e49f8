import {
  IMAGE_EXTENSIONS,
  IMAGE_MESSAGES,
  MAX_IMAGE_BYTES,
  type ImageContentType,
} from '@queryhub/model';
/** The spec's image limits (section 9): png, jpg, jpeg; at most 10 MB. */
export { MAX_IMAGE_BYTES };
const EXTENSIONS: Record<string, ImageContentType> = IMAGE_EXTENSIONS;
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export type ImageCheck =
  | { ok: true; contentType: ImageContentType }
  | {
      ok: false;
      message: typeof IMAGE_MESSAGES.formatNotSupported | typeof IMAGE_MESSAGES.fileTooLarge;
    };

/** Checks type by both the extension and the browser-reported MIME type, then the size. */
export function validateImageFile(file: Pick<File, 'name' | 'type' | 'size'>): ImageCheck {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const contentType = EXTENSIONS[extension];
  const mimeMatches = file.type === '' || file.type === contentType;
  if (!contentType || !mimeMatches || !file.name.includes('.')) {
    return { ok: false, message: IMAGE_MESSAGES.formatNotSupported };
  }
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: IMAGE_MESSAGES.fileTooLarge };
  return { ok: true, contentType };
}
