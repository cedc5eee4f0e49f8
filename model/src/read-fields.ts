// Tolerant field readers: stored documents come from every version of the app (and from the
// original app's data), so a reader takes what is there and falls back to an empty value instead
// of trusting a cast. Pure: Timestamps are duck-typed, so no Firebase SDK is needed. The value
// shapes the readers return (times, image variants) are defined here, and the document shapes
// (documents.ts and the rest) build on them.

/** What a Firestore SDK hands over as a document's data. */
export type DocumentData = Record<string, unknown>;

/** A stored time as both SDKs read it (a Timestamp), without importing either SDK. */
export interface StoredTime {
  toMillis(): number;
  toDate(): Date;
}

/** A document shape as read back: its time fields are `StoredTime`, or null when absent. */
export type ReadTime = StoredTime | null;

export function readString(data: DocumentData, field: string): string {
  const value = data[field];
  return typeof value === 'string' ? value : '';
}

/** The field when it holds a string, else null (an optional field, or one to validate). */
export function readOptionalString(data: DocumentData, field: string): string | null {
  const value = data[field];
  return typeof value === 'string' ? value : null;
}

/** The field when it holds a finite number, else null. */
export function readOptionalNumber(data: DocumentData, field: string): number | null {
  const value = data[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The field when it holds a boolean, else null. */
export function readOptionalBoolean(data: DocumentData, field: string): boolean | null {
  const value = data[field];
  return typeof value === 'boolean' ? value : null;
}

/** A finite number, else 0. */
export function readNumber(data: DocumentData, field: string): number {
  const value = data[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** `true` only when the field holds `true`. */
export function readFlag(data: DocumentData, field: string): boolean {
  return data[field] === true;
}

/** The field when it holds a boolean, else `fallback`. */
export function readBoolean(data: DocumentData, field: string, fallback: boolean): boolean {
  const value = data[field];
  return typeof value === 'boolean' ? value : fallback;
}

/** The field when it holds one of `choices`, else the first of them. */
export function readChoice<C extends string | number>(
  data: DocumentData,
  field: string,
  choices: readonly [C, ...C[]],
): C {
  const value = data[field];
  return choices.find((choice) => choice === value) ?? choices[0];
}

/** The field when it holds one of `choices`, else null. */
export function readOptionalChoice<C extends string | number>(
  data: DocumentData,
  field: string,
  choices: readonly C[],
): C | null {
  const value = data[field];
  return choices.find((choice) => choice === value) ?? null;
}

export function readStringArray(data: DocumentData, field: string): string[] {
  const value = data[field];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** A nested map, or an empty one. */
export function readMap(data: DocumentData, field: string): DocumentData {
  const value = data[field];
  return isDocumentData(value) ? value : {};
}

/** A map of numbers (`{ reason: count }`), dropping any other value. */
export function readNumberMap(data: DocumentData, field: string): Record<string, number> {
  const map = readMap(data, field);
  return Object.fromEntries(
    Object.entries(map).filter(
      (entry): entry is [string, number] =>
        typeof entry[1] === 'number' && Number.isFinite(entry[1]),
    ),
  );
}

/** A map of strings (mail headers), dropping any other value. */
export function readStringMap(data: DocumentData, field: string): Record<string, string> {
  const map = readMap(data, field);
  return Object.fromEntries(
    Object.entries(map).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

export function isDocumentData(value: unknown): value is DocumentData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStoredTime(value: unknown): value is StoredTime {
  return (
    isDocumentData(value) &&
    typeof value.toMillis === 'function' &&
    typeof value.toDate === 'function'
  );
}

/** A stored timestamp, or null when the field holds none. */
export function readTime(data: DocumentData, field: string): ReadTime {
  const value = data[field];
  return isStoredTime(value) ? value : null;
}

/** Reads a Firestore Timestamp (anything with `toMillis()`), a number, or a Date. */
export function readMillis(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date) return value.getTime();
  if (isDocumentData(value) && typeof value.toMillis === 'function') {
    const millis: unknown = value.toMillis.call(value);
    return typeof millis === 'number' ? millis : null;
  }
  return null;
}

/** Processed variants of an uploaded image. */
export interface ImageVariants {
  large: string;
  thumb: string;
  width: number;
  height: number;
  /** The object the variants were made from (written by the image trigger). */
  original?: string;
}

/** Processed image variants, or null when the map is absent or incomplete. */
export function readVariants(data: DocumentData, field: string): ImageVariants | null {
  const value = data[field];
  if (!isDocumentData(value)) return null;
  const { large, thumb, width, height, original } = value;
  if (typeof large !== 'string' || typeof thumb !== 'string') return null;
  if (typeof width !== 'number' || typeof height !== 'number') return null;
  const variants: ImageVariants = { large, thumb, width, height };
  if (typeof original === 'string') variants.original = original;
  return variants;
}

/** Sets `field` on `target` only when `value` is not null (optional fields of a read shape). */
export function withOptional<Shape extends object, K extends keyof Shape>(
  target: Shape,
  field: K,
  value: Shape[K] | null,
): Shape {
  if (value !== null) target[field] = value;
  return target;
}
