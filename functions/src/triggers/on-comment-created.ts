import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// A comment's Html (inline Markdown, @mentions as links), UserName and Mentions; the mentioned
// members' and the post author's inbox items.
export const onCommentCreated = onDocumentCreated(
  { document: `${COLLECTIONS.comments}/{commentId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    // Loaded on first use: the Markdown renderer would slow every function's cold start.
    const { applyCommentCreated } = await import('../comments/apply-comment-created.js');
    await runRetriedTrigger('onCommentCreated', event, () =>
      applyCommentCreated(firestore(), event.params.commentId),
    );
  },
);
