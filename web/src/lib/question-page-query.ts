import { COLLECTIONS, type QuestionView } from '@queryhub/model';
import { questionViews } from '@/lib/converters';
import { loadFirestore, type QueryConstraint } from '@/lib/firebase';
import { QUESTIONS_PAGE_SIZE, sortPlan, type QuestionSort } from '@/lib/question-sort';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/**
 * Which questions a list shows: a category's (`CatID ==`), a tag's (`Tags array-contains`) or
 * every question (`/Questions`, no filter).
 */
export type QuestionScope =
  { field: 'CatID'; value: string } | { field: 'Tags'; value: string } | { field: null };

/** Every question, whatever its category (the all-questions list). */
export const ALL_QUESTIONS: QuestionScope = { field: null };

/** One filter of a question list query. */
export interface QuestionFilter {
  field: string;
  op: '==' | 'array-contains';
  value: string | number;
}

/** The shape of a page's query: its filters and orders (the composite index it needs). */
export interface QuestionQueryShape {
  filters: QuestionFilter[];
  order: Array<{ field: string; direction: 'asc' | 'desc' }>;
}

/** Pure: the filters and orders of a list's query for one scope and sort tab. */
export function questionQueryShape(scope: QuestionScope, sort: QuestionSort): QuestionQueryShape {
  const plan = sortPlan(sort);
  const filters: QuestionFilter[] = [];
  if (scope.field === 'CatID') filters.push({ field: 'CatID', op: '==', value: scope.value });
  if (scope.field === 'Tags') {
    filters.push({ field: 'Tags', op: 'array-contains', value: scope.value });
  }
  if (plan.filter) filters.push({ field: plan.filter.field, op: '==', value: plan.filter.value });
  return { filters, order: plan.order };
}

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
    const shape = questionQueryShape(scope, sort);
    const constraints: QueryConstraint[] = [
      ...shape.filters.map(({ field, op, value }) => where(field, op, value)),
      ...shape.order.map(({ field, direction }) => orderBy(field, direction)),
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
