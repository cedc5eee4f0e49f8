// The weekly digest's "Badges earned this week": the member's awards of the digest's week, read
// newest first, a bounded page (one query per member, on the digest's own preference).
import {
  adminQuery,
  badgeBySlug,
  badgeEarnedText,
  readAwardDoc,
  readMillis,
} from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';

/** At most this many awards are read and listed per digest. */
const DIGEST_BADGES = 10;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export interface DigestBadge {
  name: string;
  dateMs: number;
}

/** The awards of the last 7 days, as the digest lists them (unknown badges left out). */
export function badgesOfTheWeek(
  awards: readonly { Badge: string; dateMs: number | null }[],
  nowMs: number,
): DigestBadge[] {
  return awards.flatMap(({ Badge, dateMs }) => {
    const badge = badgeBySlug(Badge);
    if (!badge || dateMs === null || dateMs < nowMs - WEEK_MS) return [];
    return [{ name: badge.name, dateMs }];
  });
}

/** The digest section's items: "You earned the Student badge", linked to the badge's page. */
export function digestBadgeItems(badges: readonly DigestBadge[], origin: string) {
  return badges.map((badge) => ({
    text: badgeEarnedText(badge.name),
    link: {
      label: 'See the badge',
      url: `${origin}/Badges/${encodeURIComponent(badge.name.replace(/\s+/g, '-'))}`,
    },
  }));
}

export async function recentBadges(
  db: Firestore,
  uid: string,
  nowMs: number,
): Promise<DigestBadge[]> {
  const page = await adminQuery(db, 'awards.byAuthor.newest', uid).limit(DIGEST_BADGES).get();
  return badgesOfTheWeek(
    page.docs.map((doc) => ({
      Badge: readAwardDoc(doc.data()).Badge,
      dateMs: readMillis(doc.get('date')),
    })),
    nowMs,
  );
}
