// Badges as the pages show them (docs/data-model.md, Badges). No Firebase import.
import {
  BADGES,
  readAwardDoc,
  readBadgeDoc,
  readMemberBadgesDoc,
  readMillis,
  type BadgeDefinition,
} from '@queryhub/model';

/** One badge of the table with how many members hold it. */
export interface BadgeSummary {
  badge: BadgeDefinition;
  holders: number;
  awarded: number;
}

/** Every badge of the table, in its order, with the counts of `Badges/{slug}` (0 when absent). */
export function toBadgeSummaries(
  docs: readonly { id: string; data: Record<string, unknown> }[],
): BadgeSummary[] {
  const counts = new Map(docs.map((doc) => [doc.id, readBadgeDoc(doc.data)]));
  return BADGES.map((badge) => ({
    badge,
    holders: counts.get(badge.slug)?.Holders ?? 0,
    awarded: counts.get(badge.slug)?.Awarded ?? 0,
  }));
}

/** One award on a badge's page: who, when, for which post. */
export interface HolderView {
  id: string;
  uid: string;
  userName: string;
  dateMillis: number | null;
}

export function toHolderView(id: string, data: Record<string, unknown>): HolderView {
  const award = readAwardDoc(data);
  return {
    id,
    uid: award.uid,
    userName: award.UserName,
    dateMillis: readMillis(data.date),
  };
}

/** `MemberBadges/{uid}` as counts per slug (empty when the member has none). */
export function toMemberBadgeCounts(data: Record<string, unknown> | undefined) {
  return readMemberBadgesDoc(data ?? {}).Counts;
}

/** "3 holders", "1 holder". */
export function holdersText(count: number): string {
  return count === 1 ? '1 holder' : `${count} holders`;
}
