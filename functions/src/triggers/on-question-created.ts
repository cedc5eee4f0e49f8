import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyPostCreated } from '../posts/apply-post-created';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

export const QUESTION_CREATED_OPTIONS = {
  document: `${COLLECTIONS.questions}/{questionId}`,
  ...RETRIED_TRIGGER_OPTIONS,
} as const;

// Keywords, UserName, AnswerCount 0 and the author's NoOfQuestionAsked.
export async function handleQuestionCreated(event: {
  id: string;
  time: string;
  params: { questionId: string };
}): Promise<void> {
  await runRetriedTrigger('onQuestionCreated', event, () =>
    applyPostCreated(firestore(), 'question', event.params.questionId, event.id),
  );
}

export const onQuestionCreated = onDocumentCreated(QUESTION_CREATED_OPTIONS, handleQuestionCreated);
