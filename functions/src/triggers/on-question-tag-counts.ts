import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';
import { applyTagCounts } from '../tags/tag-counts';

// Tags/{tag}.QuestionCount follows every create, tag edit, hide, restore and delete of a question.
export const onQuestionTagCounts = onDocumentWritten(
  { document: `${COLLECTIONS.questions}/{questionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onQuestionTagCounts', event, () =>
      applyTagCounts(
        firestore(),
        `${COLLECTIONS.questions}/${event.params.questionId}`,
        event.id,
        event.data?.before.data(),
        event.data?.after.data(),
      ),
    );
  },
);
