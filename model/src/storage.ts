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

/**
 * The document that awaits and records each kind of upload: its collection, which path segment
 * is its id, the client-written field naming the object (written before the upload), and the
 * fields the image trigger writes (the variants, or why the upload was rejected).
 */
export interface ImageOwner {
  collection: 'users' | 'questions' | 'answers';
  /** `uid` for a profile picture (`Users/{uid}`), `id` for a screenshot (the post's id). */
  documentId: 'uid' | 'id';
  upload: 'photoURL' | 'QuestionScreenShot' | 'AnswerScreenShot';
  variants: 'Photo' | 'ScreenShot';
  rejected: 'PhotoRejected' | 'ScreenShotRejected';
}

export const IMAGE_OWNERS = {
  profile: {
    collection: 'users',
    documentId: 'uid',
    upload: 'photoURL',
    variants: 'Photo',
    rejected: 'PhotoRejected',
  },
  question: {
    collection: 'questions',
    documentId: 'id',
    upload: 'QuestionScreenShot',
    variants: 'ScreenShot',
    rejected: 'ScreenShotRejected',
  },
  answer: {
    collection: 'answers',
    documentId: 'id',
    upload: 'AnswerScreenShot',
    variants: 'ScreenShot',
    rejected: 'ScreenShotRejected',
  },
} as const satisfies Record<ImageKind, ImageOwner>;
