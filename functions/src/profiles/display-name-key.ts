import { createHash } from 'node:crypto';
import unhomoglyph from 'unhomoglyph';
import { RESERVED_DISPLAY_NAMES } from '@queryhub/model';

// One canonical key per display name, so that two names a reader cannot tell apart can never be
// held by two accounts (docs/decisions.md, "Display names"):
//   NFKC → full case folding → default-ignorable code points removed → UTS #39 skeleton
//   (NFD, each character replaced by its confusables.txt prototype, NFD) → folded again →
//   white space collapsed.
// The confusables data is unhomoglyph's copy of Unicode's confusables.txt.

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;
const WHITE_SPACE_RUN = /[\s\p{Z}]+/gu;

/**
 * Full case folding as JavaScript offers it: upper then lower case maps `ß` to `ss`, `ﬁ` to
 * `fi` and `ſ` to `s` (toLowerCase alone keeps them), then NFKC again for what that unfolds.
 */
function caseFold(text: string): string {
  return text.toUpperCase().toLowerCase().normalize('NFKC');
}

/** The UTS #39 skeleton of `text`. */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/** The canonical key of a display name (what two lookalike names share). */
export function displayNameKey(name: string): string {
  const folded = caseFold(name.normalize('NFKC')).replace(IGNORABLE, '');
  return caseFold(skeleton(folded)).replace(IGNORABLE, '').replace(WHITE_SPACE_RUN, ' ').trim();
}

/** The id of the name's claim document `UserNames/{id}`: the SHA-256 (hex) of its key. */
export function displayNameClaimId(name: string): string {
  return createHash('sha256').update(displayNameKey(name)).digest('hex');
}

const RESERVED_KEYS: ReadonlySet<string> = new Set(RESERVED_DISPLAY_NAMES.map(displayNameKey));

/** Whether the name reads as one of the reserved names ("Deleted user", "Admin", ...). */
export function isReservedDisplayName(name: string): boolean {
  return RESERVED_KEYS.has(displayNameKey(name));
}
