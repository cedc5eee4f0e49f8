import { COLLECTIONS } from '@queryhub/model';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { applyPostDeleted } from '../posts/apply-post-deleted';
import { defaultBucket, firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// The author deleted their answer: counters go down; revisions, screenshot files go.
export const onAnswerDeleted = onDocumentDeleted(
  { document: `${COLLECTIONS.answers}/{answerId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    await runRetriedTrigger('onAnswerDeleted', event, () =>
      applyPostDeleted(
        firestore(),
        defaultBucket(),
        { kind: 'answer', id: event.params.answerId, data },
        event.id,
      ),
    );
  },
);
