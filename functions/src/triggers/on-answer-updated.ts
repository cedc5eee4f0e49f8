import { COLLECTIONS } from '@queryhub/model';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { postImagePolicy } from '../markdown/post-image-policy';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// An edit of the answer's text: a revision, and Keywords, Html and EditedAt from the new text.
export const onAnswerUpdated = onDocumentUpdated(
  { document: `${COLLECTIONS.answers}/{answerId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after || before.Answer === after.Answer) return;
    // Loaded on first use: the Markdown renderer would slow every function's cold start.
    const { applyPostEdited } = await import('../posts/apply-post-edited.js');
    await runRetriedTrigger('onAnswerUpdated', event, () =>
      applyPostEdited(
        firestore(),
        'answer',
        event.params.answerId,
        event.id,
        event.time,
        { before, after },
        postImagePolicy(),
      ),
    );
  },
);
