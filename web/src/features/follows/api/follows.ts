// A member's follow of a question, a tag or a category (the model's FollowTarget), at
// `Users/{uid}/Follows|FollowedTags|FollowedCategories/{id}`: the member writes and deletes it,
// with exactly the fields firestore.rules lists (the model's followFields).
import { followFields, followPath, followPathSegments, type FollowTarget } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/** The follow document's existence, live. */
export function subscribeToFollow(uid: string, target: FollowTarget): Subscribe<boolean> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, ...followPathSegments(uid, target)),
      (snapshot) => onData(snapshot.exists()),
      onError,
    );
  };
}

/** Whether the member follows the target, live. */
export function useIsFollowing(uid: string, target: FollowTarget) {
  return useSubscription(followPath(uid, target), subscribeToFollow(uid, target));
}

export async function follow(uid: string, target: FollowTarget): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.setDoc(
    sdk.doc(db, ...followPathSegments(uid, target)),
    followFields(target, sdk.serverTimestamp()),
  );
}

export async function unfollow(uid: string, target: FollowTarget): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, ...followPathSegments(uid, target)));
}
