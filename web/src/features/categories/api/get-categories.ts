import { loadFirestore } from '@/lib/firebase';
import { readMillis, readString, COLLECTIONS } from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { useSubscription, type Subscribe } from '@/lib/subscription';

export interface CategorySummary {
  id: string;
  subject: string;
  userName: string;
  dateMillis: number | null;
}

/** Parses `Topic/Name.categories` and sorts it newest first (undated items last). */
export function toCategoryList(data: Record<string, unknown> | undefined): CategorySummary[] {
  const items = Array.isArray(data?.categories) ? data.categories : [];
  return items
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({
      id: readString(item, 'id'),
      subject: readString(item, 'Subject'),
      userName: readString(item, 'UserName'),
      dateMillis: readMillis(item.date),
    }))
    .filter((category) => category.id !== '' && category.subject !== '')
    .sort((a, b) => (b.dateMillis ?? -Infinity) - (a.dateMillis ?? -Infinity));
}

export const subscribeToCategories: Subscribe<CategorySummary[]> = async (onData, onError) => {
  const { db, sdk } = await loadFirestore();
  const { doc, onSnapshot } = sdk;
  return onSnapshot(
    doc(db, COLLECTIONS.topic, 'Name'),
    (snapshot) => onData(toCategoryList(snapshot.data())),
    onError,
  );
};

/** All categories, live, from the one aggregate document the functions maintain. */
export function useCategories() {
  return useSubscription(dataKeys.categories(), subscribeToCategories);
}
