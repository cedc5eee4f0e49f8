import {
  COLLECTIONS,
  questionListPlan,
  type QuestionListTarget,
  type QuestionView,
} from '@queryhub/model';
import { planQuery } from '@/lib/catalogue-query';
import { questionViews } from '@/lib/converters';
import { loadFirestore, type QueryConstraint } from '@/lib/firebase';
import { QUESTIONS_PAGE_SIZE, type QuestionSort } from '@/lib/question-sort';
import { useSubscription, type Subscribe } from '@/lib/subscription';

/**
 * Which questions a list shows: a category's (`CatID ==`), a tag's (`Tags array-contains`) or
 * every question (`/Questions`, no filter).
 */
export type QuestionScope = QuestionListTarget;

/** Every question, whatever its category (the all-questions list). */
export const ALL_QUESTIONS: QuestionScope = { kind: 'all' };

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
    const { doc, getDoc, limit, onSnapshot, query, startAfter } = sdk;
    const constraints: QueryConstraint[] = [];
    if (afterId) {
      const cursor = await getDoc(doc(db, COLLECTIONS.questions, afterId));
      if (cursor.exists()) constraints.push(startAfter(cursor));
    }
    const questions = query(
      planQuery(sdk, db, questionListPlan(scope, sort)),
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
