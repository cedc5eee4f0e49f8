// Limits and patterns shared by the UI, the functions and both rules files. The rules cannot
// import TypeScript; model/test/rules-constants.test.ts checks that they say the same.

/** Client-chosen ids (posts, image files): Firestore auto-ids match, and so do Storage paths. */
export const ID_PATTERN_SOURCE = '^[A-Za-z0-9_-]{1,128}$';
export const ID_PATTERN = new RegExp(ID_PATTERN_SOURCE);

/** E-mail shape (as an HTML `pattern`, which is anchored implicitly). */
export const EMAIL_PATTERN = '[^@\\s]+@[^@\\s]+[.][^@\\s]+';
export const EMAIL_MAX_LENGTH = 254;

/** The longest upload URL a document may hold. */
export const URL_MAX_LENGTH = 2048;

/** Text lengths (characters) the rules allow, as `[min, max]`. */
export const TEXT_LIMITS = {
  subject: { min: 1, max: 60 },
  question: { min: 1, max: 1000 },
  answer: { min: 1, max: 10000 },
  displayName: { min: 1, max: 50 },
  contactName: { min: 1, max: 100 },
  contactComment: { min: 1, max: 5000 },
} as const;

export type TextLimitKey = keyof typeof TEXT_LIMITS;

/** The spec's image limit (section 9): at most 10 MB (10 MiB) per upload. */
export const MAX_IMAGE_BYTES = 10_485_760;

/** The spec's image messages (section 9), shown by the UI and stored by the image trigger. */
export const IMAGE_MESSAGES = {
  formatNotSupported: 'File Format Not Supported',
  fileTooLarge: 'File Size Should Be Less Than 10 MB',
  empty: 'The file is empty.',
} as const;

/** Image types the app accepts: by extension, and the content type it uploads with. */
export const IMAGE_EXTENSIONS = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
} as const;

export type ImageContentType = (typeof IMAGE_EXTENSIONS)[keyof typeof IMAGE_EXTENSIONS];
