// A question closed as a duplicate of an open question is kept out of search indexes: the
// original is the page to find. Once the original is closed too (or gone), the duplicate is
// indexed again, so the answer stays findable.
import { COLLECTIONS, type QuestionView } from '@queryhub/model';
import { firestore } from './admin-firestore';

/** Whether a page should carry `noindex`, given its question and the duplicate's target. */
export function isDuplicateOfOpenQuestion(
  question: QuestionView,
  target: { exists: boolean; closed: boolean } | null,
): boolean {
  const closure = question.closure;
  if (!question.closed || closure?.reason !== 'duplicate' || closure.duplicateOf === '') {
    return false;
  }
  return target !== null && target.exists && !target.closed;
}

/** Reads the target (one document read, only for a duplicate) and decides. */
export async function duplicateNoindex(question: QuestionView): Promise<boolean> {
  const targetId = question.closure?.duplicateOf ?? '';
  if (!isDuplicateOfOpenQuestion(question, { exists: true, closed: false })) return false;
  const target = await firestore().collection(COLLECTIONS.questions).doc(targetId).get();
  return isDuplicateOfOpenQuestion(question, {
    exists: target.exists,
    closed: target.get('Closed') === true,
  });
}
