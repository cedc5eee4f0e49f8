import { loadFirestore } from '@/lib/firebase';
import { readString } from '@queryhub/model';
import { useSubscription, type Subscribe } from '@/lib/subscription';

export interface CategoryRef {
  id: string;
  subject: string;
}

export function readCategory(categoryId: string): Subscribe<CategoryRef | null> {
  return async (onData) => {
    const { db, sdk } = await loadFirestore();
    const snapshot = await sdk.getDoc(sdk.doc(db, 'Categories', categoryId));
    const data = snapshot.data();
    onData(data ? { id: snapshot.id, subject: readString(data, 'Subject') } : null);
    return () => {};
  };
}

/** The category a question is asked in, read once: its exact Subject is copied into the question. */
export function useCategory(categoryId: string) {
  return useSubscription(`Categories/${categoryId}#once`, readCategory(categoryId));
}
