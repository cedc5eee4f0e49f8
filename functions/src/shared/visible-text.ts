// "Not blank" in the sense a reader sees: at least one character that draws something. Spaces,
// control and format characters (zero-width space, bidi controls), combining marks on their own
// and the Hangul/Braille fillers that render as nothing do not count. The rules use the same
// character classes (firestore.rules, `hasVisibleCharacter`).
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}
