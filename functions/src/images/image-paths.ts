// Storage paths of uploaded images and their variants (docs/data-model.md, "Cloud Storage").

import { ID_PATTERN, IMAGE_FOLDERS, type ImageKind } from '@queryhub/model';

export interface ImagePath {
  kind: ImageKind;
  uid: string;
  /** imageId for a profile picture, else the question or answer id. */
  id: string;
}

/** The upload an object name stands for, or null for anything else (including our variants). */
export function parseImagePath(name: string): ImagePath | null {
  const parts = name.split('/');
  if (parts.length !== 3) return null;
  const [folder, uid, id] = parts as [string, string, string];
  const kind = (Object.keys(IMAGE_FOLDERS) as ImageKind[]).find((k) => IMAGE_FOLDERS[k] === folder);
  if (!kind || uid === '' || !ID_PATTERN.test(id)) return null;
  return { kind, uid, id };
}

export function imageObjectName({ kind, uid, id }: ImagePath): string {
  return `${IMAGE_FOLDERS[kind]}/${uid}/${id}`;
}

/** True for objects this pipeline wrote itself, which it must never process again. */
export function isVariantObject(name: string, customMetadata?: Record<string, unknown>): boolean {
  return name.includes('@') || customMetadata?.variantOf !== undefined;
}

/** The original an object belongs to: itself, or the original of a variant. */
export function originalOfObject(name: string): string {
  const at = name.indexOf('@');
  return at === -1 ? name : name.slice(0, at);
}
