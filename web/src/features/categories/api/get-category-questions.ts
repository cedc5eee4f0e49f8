import { loadFirestore, type QueryConstraint } from '@/lib/firebase';
import { COLLECTIONS, type QuestionView } from '@queryhub/model';
import { questionViews } from '@/lib/converters';
import { QUESTIONS_PAGE_SIZE, sortPlan, type QuestionSort } from '@/lib/question-sort';
import { dataKeys } from '@/lib/data-keys';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/**
 * One page of a category's questions in the given order, live: up to QUESTIONS_PAGE_SIZE + 1
 * (the extra one only tells that a next page exists), starting after the question `afterId`.
 * Hidden questions are included, so the page cursor stays where the query is; the page leaves
 * them out of what it shows (moderation).
 */
export function subscribeToCategoryQuestions(
  catId: string,
  sort: QuestionSort = 'newest',
  afterId = '',
): Subscribe<QuestionView[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, doc, getDoc, limit, onSnapshot, orderBy, query, startAfter, where } = sdk;
    const plan = sortPlan(sort);
    const constraints: QueryConstraint[] = [
      where('CatID', '==', catId),
      ...(plan.filter ? [where(plan.filter.field, '==', plan.filter.value)] : []),
      ...plan.order.map(({ field, direction }) => orderBy(field, direction)),
    ];
    if (afterId) {
      const cursor = await getDoc(doc(db, COLLECTIONS.questions, afterId));
      if (cursor.exists()) constraints.push(startAfter(cursor));
    }
    const questions = query(
      collection(db, COLLECTIONS.questions),
      ...constraints,
      limit(QUESTIONS_PAGE_SIZE + 1),
    );
    return onSnapshot(
      questions,
      (snapshot) => onData(snapshot.docs.map((d) => questionViews.fromFirestore(d))),
      onError,
    );
  };
}

/** A page of the category's questions in the chosen order, live. The default first page
 * shares its key with the server render (lib/data-keys.ts). */
export function useCategoryQuestions(catId: string, sort: QuestionSort = 'newest', afterId = '') {
  const key =
    sort === 'newest' && afterId === ''
      ? dataKeys.categoryQuestions(catId)
      : `${dataKeys.categoryQuestions(catId)}&sort=${sort}&after=${afterId}`;
  return useSubscription(key, subscribeToCategoryQuestions(catId, sort, afterId));
}
