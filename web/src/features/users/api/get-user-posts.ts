import { loadFirestore } from '@/lib/firebase';
import {
  COLLECTIONS,
  PAGE_SIZES,
  toAnswerView,
  toQuestionView,
  type AnswerView,
  type QuestionView,
} from '@queryhub/model';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/** A user page lists this many questions, and as many answers, per page. */
export const USER_POSTS_PAGE_SIZE = PAGE_SIZES.userPosts;

type Kind = typeof COLLECTIONS.questions | typeof COLLECTIONS.answers;

function subscribeToUserPosts<T>(
  kind: Kind,
  uid: string,
  afterId: string,
  toView: (id: string, data: Record<string, unknown>) => T,
): Subscribe<T[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, doc, getDoc, limit, onSnapshot, orderBy, query, startAfter, where } = sdk;
    const base = [where('uid', '==', uid), orderBy('date', 'desc')];
    const cursor = afterId ? await getDoc(doc(db, kind, afterId)) : null;
    const posts = query(
      collection(db, kind),
      ...base,
      ...(cursor?.exists() ? [startAfter(cursor)] : []),
      limit(USER_POSTS_PAGE_SIZE + 1),
    );
    return onSnapshot(
      posts,
      (snapshot) => onData(snapshot.docs.map((d) => toView(d.id, d.data()))),
      onError,
    );
  };
}

/** One page (+1, to know whether there is more) of the user's questions, newest first. */
export function useUserQuestions(uid: string, afterId: string) {
  return useSubscription<QuestionView[]>(
    `Questions?uid=${uid}&after=${afterId}`,
    subscribeToUserPosts(COLLECTIONS.questions, uid, afterId, toQuestionView),
  );
}

/** One page (+1) of the user's answers, newest first. */
export function useUserAnswers(uid: string, afterId: string) {
  return useSubscription<AnswerView[]>(
    `Answers?uid=${uid}&after=${afterId}`,
    subscribeToUserPosts(COLLECTIONS.answers, uid, afterId, toAnswerView),
  );
}
