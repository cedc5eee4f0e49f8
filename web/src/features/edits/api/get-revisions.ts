import type { PostCollection } from '@/config/paths';
import { readMillis, readString } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/** One edit of a post (`Revisions/{id}`, written by the update triggers). */
export interface Revision {
  id: string;
  userName: string;
  dateMillis: number | null;
  before: string;
  after: string;
}

export function toRevision(id: string, data: Record<string, unknown>): Revision {
  return {
    id,
    userName: readString(data, 'UserName'),
    dateMillis: readMillis(data.date),
    before: readString(data, 'Before'),
    after: readString(data, 'After'),
  };
}

export function subscribeToRevisions(kind: PostCollection, id: string): Subscribe<Revision[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, onSnapshot, orderBy, query, where } = sdk;
    const revisions = query(
      collection(db, 'Revisions'),
      where('Post', '==', `${kind}/${id}`),
      orderBy('date', 'desc'),
    );
    return onSnapshot(
      revisions,
      (snapshot) => onData(snapshot.docs.map((d) => toRevision(d.id, d.data()))),
      onError,
    );
  };
}

/** A post's revisions, newest first, live. */
export function useRevisions(kind: PostCollection, id: string) {
  return useSubscription(`Revisions?Post=${kind}/${id}`, subscribeToRevisions(kind, id));
}
