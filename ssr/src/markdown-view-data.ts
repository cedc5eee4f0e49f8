// What a question's Markdown view reads (Admin SDK): the question, if a visitor may see it
// under that category, and its visible answers, best first (the accepted one even beyond them).
import {
  COLLECTIONS,
  MACHINE_LIMITS,
  toAnswerView,
  toQuestionView,
  visiblePosts,
  type AnswerView,
  type QuestionView,
} from '@queryhub/model';
import { firestore } from './page-data';

export interface MarkdownThreadData {
  question: QuestionView;
  answers: AnswerView[];
}

/** null when the question is missing, hidden, or not in that category. */
export async function loadMarkdownThread(
  categoryId: string,
  questionId: string,
): Promise<MarkdownThreadData | null> {
  const store = firestore();
  const [snapshot, best] = await Promise.all([
    store.collection(COLLECTIONS.questions).doc(questionId).get(),
    store
      .collection(COLLECTIONS.answers)
      .where('QuestionID', '==', questionId)
      .orderBy('Score', 'desc')
      .orderBy('date', 'desc')
      .limit(MACHINE_LIMITS.markdownAnswers)
      .get(),
  ]);
  const data = snapshot.data();
  if (!data) return null;
  const question = toQuestionView(snapshot.id, data);
  if (question.hidden || question.catId !== categoryId) return null;
  const answers = best.docs.map((doc) => toAnswerView(doc.id, doc.data()));
  const acceptedId = question.acceptedAnswerId;
  if (acceptedId !== '' && !answers.some((answer) => answer.id === acceptedId)) {
    const accepted = await store.collection(COLLECTIONS.answers).doc(acceptedId).get();
    const acceptedData = accepted.data();
    if (acceptedData) {
      const view = toAnswerView(accepted.id, acceptedData);
      if (view.questionId === questionId) answers.push(view);
    }
  }
  return { question, answers: visiblePosts(answers) };
}
