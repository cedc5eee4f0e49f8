import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { postImagePolicy } from '../markdown/post-image-policy';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Keywords, Html (the text's Markdown, rendered and sanitized), UserName, the author's NoOfQuestionAnswered and the question's AnswerCount.
export const onAnswerCreated = onDocumentCreated(
  { document: `${COLLECTIONS.answers}/{answerId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    // Loaded on first use: the Markdown renderer would slow every function's cold start.
    const { applyPostCreated } = await import('../posts/apply-post-created.js');
    await runRetriedTrigger('onAnswerCreated', event, () =>
      applyPostCreated(firestore(), 'answer', event.params.answerId, event.id, postImagePolicy()),
    );
  },
);
