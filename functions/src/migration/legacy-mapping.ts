import {
  ID_PATTERN,
  IMAGE_FOLDERS,
  isDocumentData,
  readOptionalString,
  readString,
  type DocumentData,
  type ImageKind,
} from '@queryhub/model';
// Pure mapping from the original app's data (spec, "Data") to the current data model.

/** Fields of the original Users records that the new model drops. */
export const LEGACY_USER_FIELDS = ['Password', 'Device_IP'] as const;
/** Fields of the original posts and category items that the new model drops. */
export const LEGACY_POST_FIELDS = ['IP'] as const;

/** The legacy fields a record still holds. */
export function legacyFieldsPresent(data: DocumentData, fields: readonly string[]): string[] {
  return fields.filter((field) => field in data);
}

/** displayName → uid, for names that belong to exactly one user (others cannot be resolved). */
export function uidsByDisplayName(
  users: { uid: string; displayName: string }[],
): Map<string, string> {
  const byName = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const { uid, displayName } of users) {
    if (displayName === '') continue;
    if (byName.has(displayName)) ambiguous.add(displayName);
    byName.set(displayName, uid);
  }
  for (const name of ambiguous) byName.delete(name);
  return byName;
}

/** The legacy `Time` text as milliseconds, or null when it does not parse. */
export function parseLegacyTime(time: string | null): number | null {
  if (time === null) return null;
  const millis = Date.parse(time.replace(/\b([AP])\.M\b\.?/gi, '$1M'));
  return Number.isFinite(millis) ? millis : null;
}

export interface LegacyCategory {
  id: string;
  Subject: string;
  UserName: string;
  uid: string;
  /** Milliseconds since the epoch. */
  dateMillis: number;
}

/** A `Categories` document for a legacy Topic/Name item, or null when the item is unusable. */
export function categoryFromLegacyItem(
  item: unknown,
  uidByName: Map<string, string>,
  fallbackMillis: number,
): LegacyCategory | null {
  if (!isDocumentData(item)) return null;
  const id = readString(item, 'id');
  const Subject = readString(item, 'Subject');
  if (!ID_PATTERN.test(id) || Subject === '') return null;
  const name = readString(item, 'UserName');
  return {
    id,
    Subject,
    UserName: name,
    uid: uidByName.get(name) ?? '',
    dateMillis: parseLegacyTime(readOptionalString(item, 'Time')) ?? fallbackMillis,
  };
}

const TOPIC_ITEM_KEYS = ['Subject', 'UserName', 'date', 'id'];

/** Whether a Topic/Name item already has exactly the current shape `{id, Subject, UserName, date}`. */
export function isCurrentTopicItem(item: unknown): boolean {
  if (!isDocumentData(item)) return false;
  const keys = Object.keys(item).sort();
  return (
    keys.length === TOPIC_ITEM_KEYS.length && keys.every((key, i) => key === TOPIC_ITEM_KEYS[i])
  );
}

export interface LegacyFileCandidate {
  kind: ImageKind;
  username: string;
  /** The post id for screenshots; absent for a profile picture. */
  id?: string;
}

/**
 * The ways a legacy username-keyed object name can be read: `User's_Profile_Picture/{username}`,
 * or `{folder}/{username}_{id}` split at each underscore (usernames may hold underscores too).
 * Empty for names that are not legacy files.
 */
export function legacyFileCandidates(name: string): LegacyFileCandidate[] {
  const slash = name.indexOf('/');
  if (slash === -1 || name.indexOf('/', slash + 1) !== -1 || name.includes('@')) return [];
  const folder = name.slice(0, slash);
  const rest = name.slice(slash + 1);
  if (rest === '') return [];
  if (folder === IMAGE_FOLDERS.profile) return [{ kind: 'profile', username: rest }];
  const kind: ImageKind | null =
    folder === IMAGE_FOLDERS.question
      ? 'question'
      : folder === IMAGE_FOLDERS.answer
        ? 'answer'
        : null;
  if (!kind) return [];
  const candidates: LegacyFileCandidate[] = [];
  for (let at = rest.indexOf('_'); at !== -1; at = rest.indexOf('_', at + 1)) {
    const username = rest.slice(0, at);
    const id = rest.slice(at + 1);
    if (username !== '' && ID_PATTERN.test(id)) candidates.push({ kind, username, id });
  }
  return candidates;
}

/** The id a migrated profile picture gets under the user's uid-keyed folder. */
export const MIGRATED_PICTURE_ID = 'legacy';
