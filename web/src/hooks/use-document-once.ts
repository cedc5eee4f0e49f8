import { COLLECTIONS, docPath, type CollectionKey } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { useSubscription, type Subscribe, type SubscriptionState } from '@/lib/subscription';

/** Turns a document's data into what the page shows. */
export type ReadDocument<T> = (id: string, data: Record<string, unknown>) => T;

/** One read of `collection/id` through `read`: null when the document does not exist. */
export function readDocumentOnce<T>(
  collection: CollectionKey,
  id: string,
  read: ReadDocument<T>,
): Subscribe<T | null> {
  return async (onData) => {
    const { db, sdk } = await loadFirestore();
    const snapshot = await sdk.getDoc(sdk.doc(db, COLLECTIONS[collection], id));
    const data = snapshot.data();
    onData(data ? read(snapshot.id, data) : null);
    return () => {};
  };
}

/**
 * A document read once, not listened to: for what a form copies exactly into the document it
 * writes (the category a question is asked in, the question an answer replies to). `read` should
 * be a module-level function; a new `collection` or `id` reads again.
 */
export function useDocumentOnce<T>(
  collection: CollectionKey,
  id: string,
  read: ReadDocument<T>,
): SubscriptionState<T | null> {
  return useSubscription(`${docPath(collection, id)}#once`, readDocumentOnce(collection, id, read));
}
