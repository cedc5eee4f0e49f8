import { COLLECTIONS, type QuestionView } from '@queryhub/model';
import { questionViews } from '@/lib/converters';
import { loadFirestore, type QueryConstraint } from '@/lib/firebase';
import { QUESTIONS_PAGE_SIZE, sortPlan, type QuestionSort } from '@/lib/question-sort';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/** Which questions a list shows: a category's (`CatID ==`) or a tag's (`Tags array-contains`). */
export type QuestionScope = { field: 'CatID'; value: string } | { field: 'Tags'; value: string };

/**
 * One page of the questions in `scope`, in the given order, live: up to QUESTIONS_PAGE_SIZE + 1
 * (the extra one only tells that a next page exists), starting after the question `afterId`.
 * Hidden questions are included, so the page cursor stays where the query is; the page leaves
 * them out of what it shows (moderation).
 */
export function subscribeToQuestionPage(
  scope: QuestionScope,
  sort: QuestionSort = 'newest',
  afterId = '',
): Subscribe<QuestionView[]> {
  return async (onData, onError) => {
    const { db, sdk } = await loadFirestore();
    const { collection, doc, getDoc, limit, onSnapshot, orderBy, query, startAfter, where } = sdk;
    const plan = sortPlan(sort);
    const constraints: QueryConstraint[] = [
      where(scope.field, scope.field === 'Tags' ? 'array-contains' : '==', scope.value),
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

/**
 * A page of the questions in `scope`, live, under `firstPageKey` for the default first page
 * (the key the server render stores it under, lib/data-keys.ts) and a derived key otherwise.
 */
export function useQuestionPage(
  scope: QuestionScope,
  firstPageKey: string,
  sort: QuestionSort = 'newest',
  afterId = '',
) {
  const key =
    sort === 'newest' && afterId === ''
      ? firstPageKey
      : `${firstPageKey}&sort=${sort}&after=${afterId}`;
  return useSubscription(key, subscribeToQuestionPage(scope, sort, afterId));
}
