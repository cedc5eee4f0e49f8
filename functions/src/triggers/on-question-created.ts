import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { postImagePolicy } from '../markdown/post-image-policy';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';
import { failIfFaultInjected } from '../testing/fault-switch';

// Keywords, Html (the text's Markdown, rendered and sanitized), UserName, AnswerCount 0 and the author's NoOfQuestionAsked.
export const onQuestionCreated = onDocumentCreated(
  { document: 'Questions/{questionId}', ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await failIfFaultInjected('onQuestionCreated');
    // Loaded on first use: the Markdown renderer would slow every function's cold start.
    const { applyPostCreated } = await import('../posts/apply-post-created.js');
    await runRetriedTrigger('onQuestionCreated', event, () =>
      applyPostCreated(
        firestore(),
        'question',
        event.params.questionId,
        event.id,
        postImagePolicy(),
      ),
    );
  },
);
