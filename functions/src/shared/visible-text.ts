// "Not blank" in the sense a reader sees: at least one character that draws something. Spaces,
// control and format characters (zero-width space, bidi controls), combining marks on their own
// and the Hangul/Braille fillers that render as nothing do not count. The rules use the same
// character classes (firestore.rules, `hasVisibleCharacter`).
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
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
export function displayNameProblem(name: string): 'invisible' | 'bidi' | 'reserved' | null {
  if (!hasVisibleCharacter(name)) return 'invisible';
  if (BIDI_CONTROL.test(name)) return 'bidi';
  if (RESERVED_DISPLAY_NAMES.includes(name.trim().toLowerCase())) return 'reserved';
  return null;
}
