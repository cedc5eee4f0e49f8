import { COLLECTIONS } from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { dataKeys } from '@/lib/data-keys';
import { loadFirestore, type QueryConstraint } from '@/lib/firebase';
import { useSubscription, type Subscribe } from '@/lib/subscription';
import {
  NO_TAGS,
  PREFIX_RANGE_END,
  TAG_INDEX_PAGE_SIZE,
  tagIndexQuery,
  toTagIndexPage,
  type TagIndexPage,
} from './tag-index';

/** Reads one page of the tag index once (counts change slowly; a later visit reads anew). */
function readTagIndexPage(filter: string, after: string): Subscribe<TagIndexPage> {
  return async (onData) => {
    const plan = tagIndexQuery(filter, after);
    if (plan.kind === 'none') {
      onData(NO_TAGS);
      return () => {};
    }
    const { db, sdk } = await loadFirestore();
    const { doc, getDoc, getDocs, limit, query, startAfter } = sdk;
    const tags =
      plan.kind === 'most-used'
        ? catalogueQuery(sdk, db, 'tags.used.mostUsed', 0)
        : catalogueQuery(
            sdk,
            db,
            'tags.byNamePrefix',
            plan.prefix,
            `${plan.prefix}${PREFIX_RANGE_END}`,
          );
    const constraints: QueryConstraint[] = [];
    if (plan.kind === 'most-used') {
      if (plan.after) {
        const cursor = await getDoc(doc(db, COLLECTIONS.tags, plan.after));
        if (cursor.exists()) constraints.push(startAfter(cursor));
      }
    } else if (plan.after) {
      constraints.push(startAfter(plan.after));
    }
    const snapshot = await getDocs(query(tags, ...constraints, limit(TAG_INDEX_PAGE_SIZE + 1)));
    onData(toTagIndexPage(snapshot.docs));
    return () => {};
  };
}

/** One page of the tag index; the server-rendered page hands its read over under the same key. */
export function useTagIndex(filter: string, after: string) {
  return useSubscription(dataKeys.tagIndex(filter, after), readTagIndexPage(filter, after), {
    once: true,
  });
}
