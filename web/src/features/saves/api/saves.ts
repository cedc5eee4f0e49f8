import {
  buildSave,
  COLLECTIONS,
  postCollection,
  SAVE_STAMP,
  savedPostId,
  type PostKind,
  type SaveTarget,
} from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore } from '@/lib/firebase';
import type { PagedSource } from '@/lib/paged-list';
import { commitWithStamp } from '@/lib/rate-limits';
import type { Subscribe } from '@/lib/subscription';
import { toSavedPostView, toSaveView, type SavedPostView, type SaveView } from './save-view';

/** /Saved shows this many saves per page ("Load more" reads the next). */
const SAVES_PAGE_SIZE = 20;

type LoadedFirestore = Awaited<ReturnType<typeof loadFirestore>>;

function saveRef({ db, sdk }: LoadedFirestore, uid: string, postId: string) {
  return sdk.doc(db, COLLECTIONS.users, uid, COLLECTIONS.saves, postId);
}

/** Whether the member saved the post, live (`Users/{uid}/Saves/{postId}`). */
export function subscribeToSave(uid: string, postId: string): Subscribe<boolean> {
  return async (onData, onError) => {
    const firestore = await loadFirestore();
    return firestore.sdk.onSnapshot(
      saveRef(firestore, uid, postId),
      (snapshot) => onData(snapshot.exists()),
      onError,
    );
  };
}

/**
 * Saves the post, with the member's `Saves` stamp naming it in the same batch, as the rules
 * require: a full day's window fails with TooManyError (it says when to try again).
 */
export async function savePost(uid: string, target: SaveTarget): Promise<void> {
  const firestore = await loadFirestore();
  const postId = savedPostId(target);
  await commitWithStamp(uid, SAVE_STAMP, postId, (batch) => {
    batch.set(saveRef(firestore, uid, postId), buildSave(target, firestore.sdk.serverTimestamp()));
  });
}

/** Removes the save (free: only new saves are counted). */
export async function unsavePost(uid: string, postId: string): Promise<void> {
  const firestore = await loadFirestore();
  await firestore.sdk.deleteDoc(saveRef(firestore, uid, postId));
}

/** The member's saves, newest first, SAVES_PAGE_SIZE at a time (the first page live). */
export function savesSource(uid: string): PagedSource<SaveView> {
  return {
    pageSize: SAVES_PAGE_SIZE,
    query: (sdk, db) => catalogueQuery(sdk, sdk.doc(db, COLLECTIONS.users, uid), 'saves.newest'),
    toItem: toSaveView,
  };
}

/**
 * The saved post, live (its score moves as people vote); null once it is deleted or hidden.
 * A save is read for its own post only, so this is one listener per item shown.
 */
export function subscribeToSavedPost(
  kind: PostKind,
  postId: string,
): Subscribe<SavedPostView | null> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, postCollection(kind), postId),
      (snapshot) => onData(toSavedPostView(kind, postId, snapshot.data())),
      onError,
    );
  };
}
