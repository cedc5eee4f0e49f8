import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { followByDefault } from '../notifications/follows';
import { readSnapshot } from '../shared/documents';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// The asker follows their own question by default.
export const onQuestionFollowAuthor = onDocumentCreated(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const uid = readSnapshot('questions', event.data)?.uid ?? '';
    await runRetriedTrigger('onQuestionFollowAuthor', event, () =>
      followByDefault(firestore(), uid, event.params.questionId),
    );
  },
);
