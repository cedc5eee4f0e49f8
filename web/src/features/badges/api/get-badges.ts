import { BADGE_HOLDERS_PAGE_SIZE, COLLECTIONS, docPath } from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore } from '@/lib/firebase';
import { useSubscription, type Subscribe } from '@/lib/subscription';
import {
  toBadgeSummaries,
  toHolderView,
  toMemberBadgeCounts,
  type BadgeSummary,
  type HolderView,
} from './badge-views';

/** Every badge's counts: one read of `Badges` (as many documents as the table has badges). */
function readBadgeSummaries(): Subscribe<BadgeSummary[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { getDocs, limit, query } = sdk;
    try {
      const snapshot = await getDocs(query(catalogueQuery(sdk, db, 'badges.all'), limit(50)));
      onData(toBadgeSummaries(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))));
    } catch (error) {
      onError(error as Error);
    }
    return () => {};
  };
}

export function useBadgeSummaries() {
  return useSubscription(COLLECTIONS.badges, readBadgeSummaries(), { once: true });
}

/** The most recent awards of one badge, newest first. */
function readBadgeHolders(slug: string): Subscribe<HolderView[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { getDocs, limit, query } = sdk;
    try {
      const snapshot = await getDocs(
        query(
          catalogueQuery(sdk, db, 'awards.ofBadge.newest', slug),
          limit(BADGE_HOLDERS_PAGE_SIZE),
        ),
      );
      onData(snapshot.docs.map((doc) => toHolderView(doc.id, doc.data())));
    } catch (error) {
      onError(error as Error);
    }
    return () => {};
  };
}

export function useBadgeHolders(slug: string) {
  return useSubscription(`${COLLECTIONS.awards}?Badge=${slug}`, readBadgeHolders(slug), {
    once: true,
  });
}

/** A member's badge counts, live: a badge earned while the page is open appears. */
function subscribeToMemberBadges(uid: string): Subscribe<Record<string, number>> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.memberBadges, uid),
      (snapshot) => onData(toMemberBadgeCounts(snapshot.data())),
      onError,
    );
  };
}

export function useMemberBadges(uid: string) {
  return useSubscription(docPath('memberBadges', uid), subscribeToMemberBadges(uid));
}
