import { COLLECTIONS } from '@queryhub/model';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { notifyOnQuestionEdit } from '../notifications/question-notifiers';
import { questionTextChanged } from '../notifications/notification-fields';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Followers hear of an edit of the question's text; the functions' own updates of derived
// fields (keywords, counters, images, Hidden) leave the text alone and notify nobody.
export const onQuestionEditedNotify = onDocumentUpdated(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after || !questionTextChanged(before, after)) return;
    await runRetriedTrigger('onQuestionEditedNotify', event, () =>
      notifyOnQuestionEdit(firestore(), event.params.questionId, after, event.id),
    );
  },
);
