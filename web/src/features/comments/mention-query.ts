// Pure logic of the composer's @name suggestions (no React, no Firebase).

/** The `@prefix` being typed just before the caret, or null when the caret is not in a mention. */
const TYPED_MENTION = /(?:^|[^\p{L}\p{N}_@.])@([\p{L}\p{N}\p{M}_.-]{0,49})$/u;

export interface TypedMention {
  /** Where the `@` is. */
  start: number;
  prefix: string;
}

export function typedMention(text: string, caret: number): TypedMention | null {
  const match = TYPED_MENTION.exec(text.slice(0, caret));
  if (!match) return null;
  const prefix = match[1] ?? '';
  return { start: caret - prefix.length - 1, prefix };
}

/** How many names the listbox offers at once. */
export const MAX_SUGGESTIONS = 5;

/** A display name as a mention writes it: a space cannot be part of one, `_` stands for it. */
function mentionSpelling(name: string): string {
  return name.trim().replace(/\s+/g, '_');
}

/**
 * The names to suggest for `prefix` (as mentions spell them): those starting with it in any
 * case, distinct, in the given order, at most MAX_SUGGESTIONS; none once typed in full.
 */
export function suggestNames(candidates: readonly string[], prefix: string): string[] {
  const lower = prefix.toLowerCase();
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= MAX_SUGGESTIONS) break;
    const name = mentionSpelling(candidate);
    if (!name || chosen.includes(name)) continue;
    if (name.toLowerCase().startsWith(lower) && name !== prefix) chosen.push(name);
  }
  return chosen;
}

/** The text with the typed mention replaced by `@name ` and where the caret goes after it. */
export function insertMention(
  text: string,
  mention: TypedMention,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return {
    text: text.slice(0, mention.start) + inserted + text.slice(caret),
    caret: mention.start + inserted.length,
  };
}
