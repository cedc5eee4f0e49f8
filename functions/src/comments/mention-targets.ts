// Pure logic of @mentions: which written names became links, and who is told.
import { MAX_MENTIONS_PER_POST, mentionedNames } from '@queryhub/model';

/** The path of a member's page (the web app's `/User/{uid}/{name}` route). */
export function userPagePath(uid: string, name: string): string {
  return `/User/${encodeURIComponent(uid)}/${encodeURIComponent(name.trim().replace(/\s+/g, '-'))}`;
}

/**
 * The names a text mentions that the server may look up: distinct as written, at most twice the
 * mention cap (so a text of 300 `@x` costs the same few reads as one of 20).
 */
export function mentionCandidates(text: string): string[] {
  return mentionedNames(text, MAX_MENTIONS_PER_POST * 2);
}

/**
 * The display names a mention may stand for: as written, and (when it holds `_`) with each `_`
 * read as a space, since a mention cannot hold a space: `@Alice_Martin` names "Alice Martin".
 * The name as written wins when both are held.
 */
export function nameSpellings(name: string): string[] {
  const spaced = name.replace(/_/g, ' ').trim();
  return spaced !== name && spaced !== '' ? [name, spaced] : [name];
}

export interface MentionTargets {
  /** The mention as written (without `@`) → the mentioned member's page. */
  links: Map<string, string>;
  /** The members to tell, in order of first mention: distinct, never the author, at most the cap. */
  notified: string[];
}

/**
 * From the candidates and the uid each resolved to (a name that resolved to nobody is absent):
 * links for the first MAX_MENTIONS_PER_POST members mentioned, and the same members but the
 * author as the ones told. Two spellings of one member (case, lookalikes) count once.
 */
export function mentionTargets(
  candidates: readonly string[],
  uidByName: ReadonlyMap<string, string>,
  authorUid: string,
): MentionTargets {
  const links = new Map<string, string>();
  const members: string[] = [];
  for (const name of candidates) {
    const uid = uidByName.get(name);
    if (!uid) continue;
    if (!members.includes(uid)) {
      if (members.length >= MAX_MENTIONS_PER_POST) continue;
      members.push(uid);
    }
    links.set(name, userPagePath(uid, name));
  }
  return { links, notified: members.filter((uid) => uid !== authorUid) };
}
