import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore } from '@/lib/firebase';
import {
  PAGE_SIZES,
  postCollection,
  toAnswerView,
  toQuestionView,
  type AnswerView,
  type PostKind,
  type QuestionView,
} from '@queryhub/model';
import { useSubscription, type Subscribe } from '@/lib/subscription';

function subscribeToUserPosts<T>(
  kind: PostKind,
  uid: string,
  afterId: string,
  toView: (id: string, data: Record<string, unknown>) => T,
): Subscribe<T[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { doc, getDoc, limit, onSnapshot, query, startAfter } = sdk;
    const cursor = afterId ? await getDoc(doc(db, postCollection(kind), afterId)) : null;
    const byAuthor = kind === 'question' ? 'questions.byAuthor.newest' : 'answers.byAuthor.newest';
    const posts = query(
      catalogueQuery(sdk, db, byAuthor, uid),
      ...(cursor?.exists() ? [startAfter(cursor)] : []),
      limit(PAGE_SIZES.userPosts + 1),
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
    subscribeToUserPosts('question', uid, afterId, toQuestionView),
  );
}

/** One page (+1) of the user's answers, newest first. */
export function useUserAnswers(uid: string, afterId: string) {
  return useSubscription<AnswerView[]>(
    `Answers?uid=${uid}&after=${afterId}`,
    subscribeToUserPosts('answer', uid, afterId, toAnswerView),
  );
}
