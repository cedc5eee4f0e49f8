// "Not blank" in the sense a reader sees: at least one character that draws something. Spaces,
// control and format characters (zero-width space, bidi controls), combining marks on their own
// and the Hangul/Braille fillers that render as nothing do not count. The rules use the same
// character classes (firestore.rules, `hasVisibleCharacter`).
export const VISIBLE_CHARACTER = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE_CHARACTER.test(text);
}

// Display names also refuse bidi controls (a right-to-left override makes a name read as
// another) and the reserved names below, in any case (firestore.rules, `isDisplayName`).
const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const RESERVED_DISPLAY_NAMES: readonly string[] = [
  'deleted user',
  'admin',
  'administrator',
  'moderator',
  'queryhub',
  'system',
];

/** Why a display name is refused, or null when the rules accept it (length aside). */
export function displayNameProblem(
  name: string,
): 'invisible' | 'untrimmed' | 'bidi' | 'reserved' | null {
  if (!hasVisibleCharacter(name)) return 'invisible';
  if (name !== name.trim()) return 'untrimmed';
  if (BIDI_CONTROL.test(name)) return 'bidi';
  if (RESERVED_DISPLAY_NAMES.includes(name.trim().toLowerCase())) return 'reserved';
  return null;
}

/**
 * The id of a display name's claim document `UserNames/{id}`: the SHA-256 of the name in lower
 * case, as upper-case hex (what the rules compute with `hashing.sha256(name.lower())
 * .toHexString()`), so names that differ only in case share one claim. Works in browsers and
 * in Node (Web Crypto).
 */
export async function usernameClaimId(name: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(name.toLowerCase()),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}
