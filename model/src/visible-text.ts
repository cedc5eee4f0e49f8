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

// Code points that draw nothing (Unicode's Default_Ignorable_Code_Point: zero-width space,
// word joiner, soft hyphen, combining grapheme joiner, ...). A display name refuses them, except
// the joiners and variation selectors real names and emoji need (ZWNJ in Persian, ZWJ in emoji
// sequences); the claim's canonical key removes all of them (functions/src/profiles).
const INVISIBLE_IN_NAME = /(?!\u200C|\u200D|[\uFE00-\uFE0F])\p{Default_Ignorable_Code_Point}/u;
// Two spaces in a row, or a space other than U+0020 (no-break, ideographic, thin...), render
// like one ordinary space.
const ODD_SPACING = /\s\s|(?! )[\s\p{Z}]/u;

/** Why a display name is refused, or null when it may be claimed (length aside). */
export function displayNameProblem(
  name: string,
): 'invisible' | 'untrimmed' | 'bidi' | 'hidden' | 'spacing' | 'reserved' | null {
  if (!hasVisibleCharacter(name)) return 'invisible';
  if (name !== name.trim()) return 'untrimmed';
  if (BIDI_CONTROL.test(name)) return 'bidi';
  if (INVISIBLE_IN_NAME.test(name)) return 'hidden';
  if (ODD_SPACING.test(name)) return 'spacing';
  // Lookalikes of the reserved names are refused by their canonical key on the server.
  if (RESERVED_DISPLAY_NAMES.includes(name.trim().toLowerCase())) return 'reserved';
  return null;
}
