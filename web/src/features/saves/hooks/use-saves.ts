import { COLLECTIONS, type PostKind } from '@queryhub/model';
import { usePagedList } from '@/lib/paged-list';
import { useSubscription, type SubscriptionState } from '@/lib/subscription';
import { savesSource, subscribeToSave, subscribeToSavedPost } from '../api/saves';
import type { SavedPostView } from '../api/save-view';

const NOT_SAVED: Promise<() => void> = Promise.resolve(() => {});

/**
 * Whether the reader saved the post, live; false for a visitor and while the sign-in state is
 * unknown (`uid` not a string), without reading anything.
 */
export function useIsSaved(uid: string | null | undefined, postId: string): boolean {
  const signedIn = typeof uid === 'string';
  const state = useSubscription<boolean>(
    signedIn ? `${COLLECTIONS.saves}/${uid}/${postId}` : `${COLLECTIONS.saves}/-/${postId}`,
    signedIn
      ? subscribeToSave(uid, postId)
      : (onData) => {
          onData(false);
          return NOT_SAVED;
        },
  );
  return state.status === 'ready' && state.data;
}

/** The member's saves, newest first: the first page live, then a page at a time. */
export function useSaves(uid: string) {
  return usePagedList(`${COLLECTIONS.saves}/${uid}`, savesSource(uid));
}

/** The saved post, live; ready with null once it is gone or hidden. */
export function useSavedPost(
  kind: PostKind,
  postId: string,
): SubscriptionState<SavedPostView | null> {
  return useSubscription(`saved-post/${kind}/${postId}`, subscribeToSavedPost(kind, postId));
}
