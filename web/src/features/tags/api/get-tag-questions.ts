import { COLLECTIONS, type QuestionView } from '@queryhub/model';
import { loadFirestore, type QueryConstraint } from '@/lib/firebase';
import { questionViews } from '@/lib/converters';
import { dataKeys } from '@/lib/data-keys';
import { QUESTIONS_PAGE_SIZE, sortPlan, type QuestionSort } from '@/lib/question-sort';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/**
 * One page of the questions carrying `tag`, in the given order, live: as the category page's
 * query (QUESTIONS_PAGE_SIZE + 1, after the question `afterId`), on `Tags array-contains`.
 */
export function subscribeToTagQuestions(
  tag: string,
  sort: QuestionSort = 'newest',
  afterId = '',
): Subscribe<QuestionView[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, doc, getDoc, limit, onSnapshot, orderBy, query, startAfter, where } = sdk;
    const plan = sortPlan(sort);
    const constraints: QueryConstraint[] = [
      where('Tags', 'array-contains', tag),
      ...(plan.filter ? [where(plan.filter.field, '==', plan.filter.value)] : []),
      ...plan.order.map(({ field, direction }) => orderBy(field, direction)),
    ];
    if (afterId) {
      const cursor = await getDoc(doc(db, COLLECTIONS.questions, afterId));
      if (cursor.exists()) constraints.push(startAfter(cursor));
    }
    return onSnapshot(
      query(collection(db, COLLECTIONS.questions), ...constraints, limit(QUESTIONS_PAGE_SIZE + 1)),
      (snapshot) => onData(snapshot.docs.map((d) => questionViews.fromFirestore(d))),
      onError,
    );
  };
}

/** A page of the tag's questions; the default first page shares its key with the server render. */
export function useTagQuestions(tag: string, sort: QuestionSort = 'newest', afterId = '') {
  const key =
    sort === 'newest' && afterId === ''
      ? dataKeys.tagQuestions(tag)
      : `${dataKeys.tagQuestions(tag)}&sort=${sort}&after=${afterId}`;
  return useSubscription(key, subscribeToTagQuestions(tag, sort, afterId));
}
