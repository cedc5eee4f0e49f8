import { COLLECTIONS } from '@queryhub/model';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { applyPostDeleted } from '../posts/apply-post-deleted';
import { defaultBucket, firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// The author deleted their question: counters go down; revisions, screenshot files and any answers go.
export const onQuestionDeleted = onDocumentDeleted(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    await runRetriedTrigger('onQuestionDeleted', event, () =>
      applyPostDeleted(
        firestore(),
        defaultBucket(),
        { kind: 'question', id: event.params.questionId, data },
        event.id,
      ),
    );
  },
);
