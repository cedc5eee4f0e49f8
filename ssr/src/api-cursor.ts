// The public API's page cursors (README "For programs"): opaque to clients, a position to us.
// A cursor is base64url of compact JSON `{"l": list, "k": [sort values], "i": last id}`: the
// values of the list's orderings and the document id of the last item read, which is where
// Firestore's `startAfter` continues (the id breaks ties). Decoding checks everything, so a
// malformed or forged cursor is refused (400) before any read; a well-formed one names only a
// position in a list whose reads still apply every visibility rule.
import { API_LIMITS, ID_PATTERN, isTag, SEARCH_LIMITS } from '@queryhub/model';

/** A stored time as the cursor carries it: exact, so no item is skipped or repeated. */
interface CursorTime {
  seconds: number;
  nanos: number;
}

export type CursorValue = number | CursorTime;

/** The lists that page, and the type of each of their sort values. */
export const CURSOR_LISTS = {
  'questions.newest': ['time'],
  'questions.top': ['number', 'time'],
  'questions.unanswered': ['time'],
  'questions.active': ['time'],
  categories: ['time'],
  tags: ['number'],
  /** The search pages by number (its engine's `page`); no id. */
  search: ['page'],
} as const satisfies Record<string, readonly ('time' | 'number' | 'page')[]>;

export type CursorList = keyof typeof CURSOR_LISTS;

export interface Cursor {
  list: CursorList;
  values: CursorValue[];
  /** The last item's document id ('' for the search). */
  id: string;
}

/** Firestore's Timestamp range: 0001-01-01 to 9999-12-31. */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

type Json = { t: [number, number] } | number;

function valueToJson(value: CursorValue): Json {
  return typeof value === 'number' ? value : { t: [value.seconds, value.nanos] };
}

export function encodeCursor(cursor: Cursor): string {
  const json = JSON.stringify({ l: cursor.list, k: cursor.values.map(valueToJson), i: cursor.id });
  return Buffer.from(json, 'utf8').toString('base64url');
}

const isInteger = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;

function readValue(json: unknown, type: 'time' | 'number' | 'page'): CursorValue | null {
  switch (type) {
    case 'number':
      return typeof json === 'number' && Number.isFinite(json) ? json : null;
    case 'page':
      return isInteger(json, 2, SEARCH_LIMITS.maxPage) ? json : null;
    case 'time': {
      if (typeof json !== 'object' || json === null || Object.keys(json).join() !== 't') {
        return null;
      }
      const pair = (json as { t: unknown }).t;
      if (!Array.isArray(pair) || pair.length !== 2) return null;
      const [seconds, nanos] = pair as unknown[];
      return isInteger(seconds, MIN_SECONDS, MAX_SECONDS) && isInteger(nanos, 0, 999_999_999)
        ? { seconds, nanos }
        : null;
    }
  }
}

function idFits(list: CursorList, id: string): boolean {
  if (list === 'search') return id === '';
  if (list === 'tags') return isTag(id);
  return ID_PATTERN.test(id);
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The cursor `text` states for `list`, or null when it is not one: not base64url, not the JSON
 * we write (exactly its keys), another list's, or values of the wrong type or range.
 */
export function decodeCursor(text: string, list: CursorList): Cursor | null {
  if (text.length === 0 || text.length > API_LIMITS.cursorChars || !BASE64URL.test(text)) {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { l, k, i } = json as Record<string, unknown>;
  if (Object.keys(json).sort().join() !== 'i,k,l') return null;
  if (l !== list || typeof i !== 'string' || !idFits(list, i)) return null;
  const types: readonly ('time' | 'number' | 'page')[] = CURSOR_LISTS[list];
  if (!Array.isArray(k) || k.length !== types.length) return null;
  const values: CursorValue[] = [];
  for (const [index, type] of types.entries()) {
    const value = readValue(k[index], type);
    if (value === null) return null;
    values.push(value);
  }
  const cursor: Cursor = { list, values, id: i };
  // Only the text we would write: no padding, no second spelling of the same position.
  return encodeCursor(cursor) === text ? cursor : null;
}
