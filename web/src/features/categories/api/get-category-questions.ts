import { loadFirestore } from '@/lib/firebase';
import { toQuestionView, type QuestionView } from '@/lib/content';
import { dataKeys } from '@/lib/data-keys';
import { useSubscription, type Subscribe } from '@/lib/subscription';

export function subscribeToCategoryQuestions(catId: string): Subscribe<QuestionView[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, onSnapshot, orderBy, query, where } = sdk;
    const questions = query(
      collection(db, 'Questions'),
      where('CatID', '==', catId),
      orderBy('date', 'desc'),
    );
    return onSnapshot(
      questions,
      (snapshot) => onData(snapshot.docs.map((d) => toQuestionView(d.id, d.data()))),
      onError,
    );
  };
}

/** The category's questions, newest first, live. */
export function useCategoryQuestions(catId: string) {
  return useSubscription(dataKeys.categoryQuestions(catId), subscribeToCategoryQuestions(catId));
}
