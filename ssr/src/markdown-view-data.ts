// What a question's Markdown view reads: the question, if a visitor may see it under that
// category, and its visible answers, best first (the accepted one even beyond them).
import { MACHINE_LIMITS, visiblePosts, type AnswerView, type QuestionView } from '@queryhub/model';
import { readQuestionThread } from './question-thread';

export interface MarkdownThreadData {
  question: QuestionView;
  answers: AnswerView[];
}

/** null when the question is missing, hidden, or not in that category. */
export async function loadMarkdownThread(
  categoryId: string,
  questionId: string,
): Promise<MarkdownThreadData | null> {
  const thread = await readQuestionThread(questionId, MACHINE_LIMITS.markdownAnswers);
  if (!thread) return null;
  const { question, best, acceptedBeyond } = thread;
  if (question.hidden || question.catId !== categoryId) return null;
  return { question, answers: visiblePosts(acceptedBeyond ? [...best, acceptedBeyond] : best) };
}
