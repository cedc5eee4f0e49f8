// Search results from the PostgreSQL mirror, confirmed against Firestore (the source of truth),
// or from the keyword query when the search database cannot answer. Shared by the server-rendered
// results page and the JSON route (search-api.ts).
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { AnswerView, QuestionView } from '@queryhub/model';
import { COLLECTIONS, toAnswerView, toQuestionView } from '@queryhub/model';
import {
  relatedQuestions,
  searchPosts,
  similarQuestions,
  type SearchRequest,
  type SimilarQuestion,
} from '@queryhub/search';
import type { SearchResults } from '@queryhub/web/server';
import { loadKeywordSearch } from './keyword-search';
import { firestore } from './admin-firestore';
import { searchPool } from './search-pool';

interface Confirmed<T> {
  views: T[];
  snippets: Record<string, string>;
}

/**
 * The hits as Firestore has them now: a post deleted or hidden since the mirror last heard of
 * it is left out, and its text and author are Firestore's (an anonymised author shows as
 * such). A snippet is kept only when the mirror searched the current version.
 */
async function confirm<T extends { hidden: boolean }>(
  hits: { postId: string; sourceUpdatedMillis: number; snippet?: string }[],
  collection: string,
  kind: string,
  toView: (id: string, data: Record<string, unknown>) => T,
): Promise<Confirmed<T>> {
  if (hits.length === 0) return { views: [], snippets: {} };
  const store = firestore();
  const snapshots: DocumentSnapshot[] = await store.getAll(
    ...hits.map((hit) => store.collection(collection).doc(hit.postId)),
  );
  const views: T[] = [];
  const snippets: Record<string, string> = {};
  snapshots.forEach((snapshot, index) => {
    const data = snapshot.data();
    const hit = hits[index];
    if (!data || !hit) return;
    const view = toView(snapshot.id, data);
    if (view.hidden) return;
    views.push(view);
    const current = (snapshot.updateTime?.toMillis() ?? Infinity) <= hit.sourceUpdatedMillis;
    if (current && hit.snippet) snippets[`${kind}:${snapshot.id}`] = hit.snippet;
  });
  return { views, snippets };
}

function logFallback(error: unknown): void {
  console.warn(
    'Search database unavailable; keyword search answered:',
    error instanceof Error ? error.message : String(error),
  );
}

/**
 * The results of a request, parsed once by its route (searchRequestFromParams): the search
 * database's, or the keyword search's (marked degraded) when it cannot answer.
 */
export async function loadSearchResults(request: SearchRequest): Promise<SearchResults> {
  let page;
  try {
    const db = await searchPool();
    if (!db) return await loadKeywordSearch(request);
    page = await searchPosts(db, request);
  } catch (error) {
    logFallback(error);
    return loadKeywordSearch(request);
  }
  const [questions, answers] = await Promise.all([
    confirm<QuestionView>(page.questions, COLLECTIONS.questions, 'question', toQuestionView),
    confirm<AnswerView>(page.answers, COLLECTIONS.answers, 'answer', toAnswerView),
  ]);
  return {
    questions: questions.views,
    answers: answers.views,
    nextPage: page.nextPage,
    snippets: { ...questions.snippets, ...answers.snippets },
    corrected: page.corrected,
    degraded: false,
  };
}

async function confirmQuestions(found: SimilarQuestion[]): Promise<QuestionView[]> {
  const hits = found.map((q) => ({
    postId: q.questionId,
    sourceUpdatedMillis: q.sourceUpdatedMillis,
  }));
  return (await confirm(hits, COLLECTIONS.questions, 'question', toQuestionView)).views;
}

/** Up to 5 questions like a draft title; none when the search database cannot answer. */
export async function loadSimilarQuestions(draft: string): Promise<QuestionView[]> {
  try {
    const db = await searchPool();
    return db ? await confirmQuestions(await similarQuestions(db, draft)) : [];
  } catch (error) {
    logFallback(error);
    return [];
  }
}

/** Up to 5 questions related to a question; none when the search database cannot answer. */
export async function loadRelatedQuestions(questionId: string): Promise<QuestionView[]> {
  try {
    const db = await searchPool();
    return db ? await confirmQuestions(await relatedQuestions(db, questionId)) : [];
  } catch (error) {
    logFallback(error);
    return [];
  }
}
