import { COLLECTIONS } from '@queryhub/model';
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
    const { collection, doc, getDoc, getDocs, limit, orderBy, query, startAfter, where } = sdk;
    const constraints: QueryConstraint[] = [];
    if (plan.kind === 'most-used') {
      constraints.push(where('QuestionCount', '>', 0), orderBy('QuestionCount', 'desc'));
      if (plan.after) {
        const cursor = await getDoc(doc(db, COLLECTIONS.tags, plan.after));
        if (cursor.exists()) constraints.push(startAfter(cursor));
      }
    } else {
      constraints.push(
        where('__name__', '>=', plan.prefix),
        where('__name__', '<', `${plan.prefix}${PREFIX_RANGE_END}`),
        orderBy('__name__'),
      );
      if (plan.after) constraints.push(startAfter(plan.after));
    }
    const snapshot = await getDocs(
      query(collection(db, COLLECTIONS.tags), ...constraints, limit(TAG_INDEX_PAGE_SIZE + 1)),
    );
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
