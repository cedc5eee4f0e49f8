import { loadFirestore } from '@/lib/firebase';
import { readString, COLLECTIONS } from '@queryhub/model';
import { useSubscription, type Subscribe } from '@/lib/subscription';

export interface CategoryRef {
  id: string;
  subject: string;
}

export function readCategory(categoryId: string): Subscribe<CategoryRef | null> {
  return async (onData) => {
    const { db, sdk } = await loadFirestore();
    const snapshot = await sdk.getDoc(sdk.doc(db, COLLECTIONS.categories, categoryId));
    const data = snapshot.data();
    onData(data ? { id: snapshot.id, subject: readString(data, 'Subject') } : null);
    return () => {};
  };
}

/** The category a question is asked in, read once: its exact Subject is copied into the question. */
export function useCategory(categoryId: string) {
  return useSubscription(`${COLLECTIONS.categories}/${categoryId}#once`, readCategory(categoryId));
}
