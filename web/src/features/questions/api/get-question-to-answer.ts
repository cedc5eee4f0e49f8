import { toQuestionView } from '@queryhub/model';
import { useDocumentOnce } from '@/hooks/use-document-once';

/** The question being answered, read once: its exact text is copied into the answer. */
export function useQuestionToAnswer(questionId: string) {
  return useDocumentOnce('questions', questionId, toQuestionView);
}
