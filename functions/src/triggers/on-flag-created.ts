import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyFlagCreated } from '../moderation/apply-flag-created';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// FlagCount, the moderation queue, and Hidden once FLAGS_TO_HIDE users have flagged the post.
export const onFlagCreated = onDocumentCreated(
  { document: `${COLLECTIONS.flags}/{flagId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    await runRetriedTrigger('onFlagCreated', event, () =>
      applyFlagCreated(firestore(), event.params.flagId, event.id),
    );
  },
);
