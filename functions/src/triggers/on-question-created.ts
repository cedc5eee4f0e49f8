import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { postImagePolicy } from '../markdown/post-image-policy';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

export const QUESTION_CREATED_OPTIONS = {
  document: `${COLLECTIONS.questions}/{questionId}`,
  ...RETRIED_TRIGGER_OPTIONS,
} as const;

// Keywords, Html (the text's Markdown, rendered and sanitized), UserName, AnswerCount 0 and the
// author's NoOfQuestionAsked.
export async function handleQuestionCreated(event: {
  id: string;
  time: string;
  params: { questionId: string };
}): Promise<void> {
  // Loaded on first use: the Markdown renderer would slow every function's cold start.
  const { applyPostCreated } = await import('../posts/apply-post-created.js');
  await runRetriedTrigger('onQuestionCreated', event, () =>
    applyPostCreated(firestore(), 'question', event.params.questionId, event.id, postImagePolicy()),
  );
}

export const onQuestionCreated = onDocumentCreated(QUESTION_CREATED_OPTIONS, handleQuestionCreated);
