import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { notifyAnswerMentions } from '../comments/notify-answer-mentions';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// The members a new answer @mentions get a `mention` inbox item.
export const onAnswerMentions = onDocumentCreated(
  { document: `${COLLECTIONS.answers}/{answerId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onAnswerMentions', event, () =>
      notifyAnswerMentions(firestore(), event.params.answerId),
    );
  },
);
