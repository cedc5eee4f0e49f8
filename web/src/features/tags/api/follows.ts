// Following a tag or a category: `Users/{uid}/FollowedTags/{tag}` and
// `Users/{uid}/FollowedCategories/{categoryId}` (the member writes them; firestore.rules).
import { COLLECTIONS } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import type { Subscribe } from '@/lib/subscription';

/** What is followed: a tag, or a category by its id. */
export type FollowTarget = { kind: 'tag'; tag: string } | { kind: 'category'; categoryId: string };

function subcollection(target: FollowTarget): string {
  return target.kind === 'tag' ? COLLECTIONS.followedTags : COLLECTIONS.followedCategories;
}

function targetId(target: FollowTarget): string {
  return target.kind === 'tag' ? target.tag : target.categoryId;
}

/** The follow document's fields, exactly as the rules list them. */
function followFields(target: FollowTarget, date: unknown): Record<string, unknown> {
  return target.kind === 'tag' ? { Tag: target.tag, date } : { CatID: target.categoryId, date };
}

export function followKey(uid: string, target: FollowTarget): string {
  return `${COLLECTIONS.users}/${uid}/${subcollection(target)}/${targetId(target)}`;
}

/** Whether the member follows the target, live. */
export function subscribeToTargetFollow(uid: string, target: FollowTarget): Subscribe<boolean> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.users, uid, subcollection(target), targetId(target)),
      (snapshot) => onData(snapshot.exists()),
      onError,
    );
  };
}

export async function followTarget(uid: string, target: FollowTarget): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.setDoc(
    sdk.doc(db, COLLECTIONS.users, uid, subcollection(target), targetId(target)),
    followFields(target, sdk.serverTimestamp()),
  );
}

export async function unfollowTarget(uid: string, target: FollowTarget): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTIONS.users, uid, subcollection(target), targetId(target)));
}
