import { questionViews } from '@/lib/converters';
import { loadFirestore } from '@/lib/firebase';
import { type QuestionView, COLLECTIONS, visiblePosts } from '@queryhub/model';
import { dataKeys } from '@/lib/data-keys';
import { useSubscription, type Subscribe } from '@/lib/subscription';

export function subscribeToCategoryQuestions(catId: string): Subscribe<QuestionView[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, onSnapshot, orderBy, query, where } = sdk;
    const questions = query(
      collection(db, COLLECTIONS.questions),
      where('CatID', '==', catId),
      orderBy('date', 'desc'),
    );
    return onSnapshot(
      questions,
      (snapshot) => onData(visiblePosts(snapshot.docs.map((d) => questionViews.fromFirestore(d)))),
      onError,
    );
  };
}

/** The category's questions, newest first, live. */
export function useCategoryQuestions(catId: string) {
  return useSubscription(dataKeys.categoryQuestions(catId), subscribeToCategoryQuestions(catId));
}
