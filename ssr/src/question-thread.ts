// A question and its best answers as the question page, and its Markdown view, read them
// (Admin SDK): the browser's answer order (Score, then newest; get-question-answers.ts) up to a
// limit, plus the accepted answer when it ranks beyond that limit (one more read).
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { AnswerView, QuestionView } from '@queryhub/model';
import { adminQuery, COLLECTIONS, toAnswerView, toQuestionView } from '@queryhub/model';
import { firestore } from './admin-firestore';

export interface QuestionThread {
  question: QuestionView;
  /** The stored document, for fields no view carries (the derived AnswerCount). */
  raw: DocumentData;
  /** The best answers, hidden ones included; none when the question itself is hidden. */
  best: AnswerView[];
  /** The accepted answer when `best` does not hold it. */
  acceptedBeyond: AnswerView | null;
}

async function readAcceptedBeyond(
  store: Firestore,
  question: QuestionView,
  best: AnswerView[],
): Promise<AnswerView | null> {
  const id = question.acceptedAnswerId;
  if (id === '' || id.includes('/') || best.some((answer) => answer.id === id)) return null;
  const snapshot = await store.collection(COLLECTIONS.answers).doc(id).get();
  const data = snapshot.data();
  if (!data) return null;
  const view = toAnswerView(snapshot.id, data);
  return view.questionId === question.id ? view : null;
}

/** null when the question does not exist. */
export async function readQuestionThread(
  questionId: string,
  answerLimit: number,
): Promise<QuestionThread | null> {
  const store = firestore();
  const [snapshot, answers] = await Promise.all([
    store.collection(COLLECTIONS.questions).doc(questionId).get(),
    adminQuery(store, 'answers.ofQuestion.top', questionId).limit(answerLimit).get(),
  ]);
  const raw = snapshot.data();
  if (!raw) return null;
  const question = toQuestionView(snapshot.id, raw);
  if (question.hidden) return { question, raw, best: [], acceptedBeyond: null };
  const best = answers.docs.map((doc) => toAnswerView(doc.id, doc.data()));
  return { question, raw, best, acceptedBeyond: await readAcceptedBeyond(store, question, best) };
}
