// What the Atom feeds read (Admin SDK): the newest visible questions of the site, a category or
// a tag, and the newest visible answers of a visible question. Deleted posts are gone from
// Firestore; hidden ones are skipped after reading, in a bounded number of rounds.
import type { DocumentData, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  adminQuery,
  COLLECTIONS,
  MACHINE_LIMITS,
  toAnswerView,
  toQuestionView,
  visiblePosts,
  type AnswerView,
  type QuestionView,
} from '@queryhub/model';
import { firestore } from './admin-firestore';

/**
 * Up to `MACHINE_LIMITS.feedEntries` visible posts of `query` (newest first), read in rounds of
 * that many until enough are visible or the query ends (at most `feedReadRounds` rounds).
 */
async function readVisible<View extends { hidden: boolean }>(
  query: Query,
  toView: (id: string, data: DocumentData) => View,
): Promise<View[]> {
  const want = MACHINE_LIMITS.feedEntries;
  const views: View[] = [];
  let after: QueryDocumentSnapshot | undefined;
  for (let round = 0; round < MACHINE_LIMITS.feedReadRounds; round += 1) {
    const page = await (after ? query.startAfter(after) : query).limit(want).get();
    views.push(...visiblePosts(page.docs.map((doc) => toView(doc.id, doc.data()))));
    if (views.length >= want || page.size < want) break;
    after = page.docs[page.docs.length - 1];
  }
  return views.slice(0, want);
}

function newestQuestions(): Query {
  return adminQuery(firestore(), 'questions.all.newest');
}

export function loadNewestQuestions(): Promise<QuestionView[]> {
  return readVisible(newestQuestions(), toQuestionView);
}

/** null when the category does not exist. */
export async function loadCategoryFeed(
  categoryId: string,
): Promise<{ subject: string; questions: QuestionView[] } | null> {
  const store = firestore();
  const category = await store.collection(COLLECTIONS.categories).doc(categoryId).get();
  if (!category.exists) return null;
  const subject = category.get('Subject');
  const questions = await readVisible(
    adminQuery(store, 'questions.category.newest', categoryId),
    toQuestionView,
  );
  return { subject: typeof subject === 'string' ? subject : '', questions };
}

/** null when no question ever carried the tag (the tag counts trigger keeps `Tags/{tag}`). */
export async function loadTagFeed(tag: string): Promise<QuestionView[] | null> {
  const store = firestore();
  const known = await store.collection(COLLECTIONS.tags).doc(tag).get();
  if (!known.exists) return null;
  return readVisible(adminQuery(store, 'questions.tag.newest', tag), toQuestionView);
}

/** null when the question does not exist or moderation hid it. */
export async function loadQuestionFeed(
  questionId: string,
): Promise<{ question: QuestionView; answers: AnswerView[] } | null> {
  const store = firestore();
  const snapshot = await store.collection(COLLECTIONS.questions).doc(questionId).get();
  const data = snapshot.data();
  if (!data) return null;
  const question = toQuestionView(snapshot.id, data);
  if (question.hidden) return null;
  const answers = await readVisible(
    adminQuery(store, 'answers.ofQuestion.newest', questionId),
    toAnswerView,
  );
  return { question, answers };
}
