import { COLLECTIONS, questionTags } from '@queryhub/model';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { postImagePolicy } from '../markdown/post-image-policy';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// An edit of the question's text or tags: a revision, and Keywords, Html and EditedAt from the
// new text.
export const onQuestionUpdated = onDocumentUpdated(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after) return;
    const tagsChanged = questionTags(before).join(' ') !== questionTags(after).join(' ');
    if (before.Question === after.Question && !tagsChanged) return;
    // Loaded on first use: the Markdown renderer would slow every function's cold start.
    const { applyPostEdited } = await import('../posts/apply-post-edited.js');
    await runRetriedTrigger('onQuestionUpdated', event, () =>
      applyPostEdited(
        firestore(),
        'question',
        event.params.questionId,
        event.id,
        event.time,
        { before, after },
        postImagePolicy(),
      ),
    );
  },
);
