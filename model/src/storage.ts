// Cloud Storage folders of uploaded images and the names of their processed variants
// (docs/data-model.md, "Cloud Storage").

export type ImageKind = 'profile' | 'question' | 'answer';

export const IMAGE_FOLDERS = {
  profile: "User's_Profile_Picture",
  question: "Question's_Screenshot",
  answer: "Answer's_Screenshot",
} as const satisfies Record<ImageKind, string>;

export type ImageFolder = (typeof IMAGE_FOLDERS)[ImageKind];

/** Variant name → width in pixels; each is written as `<original>@<width>.webp`. */
export const VARIANTS = { large: 1600, thumb: 400 } as const;
export type VariantName = keyof typeof VARIANTS;

/** `<original>@1600.webp` and `<original>@400.webp`. */
export function variantObjectName(original: string, variant: VariantName): string {
  return `${original}@${VARIANTS[variant]}.webp`;
}

/** `folder/uid/id`: where an original upload lives. */
export function imageObjectPath(folder: ImageFolder, uid: string, id: string): string {
  return `${folder}/${uid}/${id}`;
}
