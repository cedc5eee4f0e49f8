import { COLLECTIONS } from '@queryhub/model';
import { loadFirestore } from '@/lib/firebase';
import type { Subscribe } from '@/lib/subscription';

/** Whether the user follows the question, live (Users/{uid}/Follows/{questionId}). */
export function subscribeToFollow(uid: string, questionId: string): Subscribe<boolean> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    return sdk.onSnapshot(
      sdk.doc(db, COLLECTIONS.users, uid, COLLECTIONS.follows, questionId),
      (snapshot) => onData(snapshot.exists()),
      onError,
    );
  };
}

export async function followQuestion(uid: string, questionId: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.setDoc(sdk.doc(db, COLLECTIONS.users, uid, COLLECTIONS.follows, questionId), {
    QuestionID: questionId,
    date: sdk.serverTimestamp(),
  });
}

export async function unfollowQuestion(uid: string, questionId: string): Promise<void> {
  const { db, sdk } = await loadFirestore();
  await sdk.deleteDoc(sdk.doc(db, COLLECTIONS.users, uid, COLLECTIONS.follows, questionId));
}
