import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { pruneDrafts } from '../drafts/prune-drafts';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Bounds the drafts of an account (MAX_DRAFTS_PER_ACCOUNT): only a new draft can go beyond it,
// so this runs on create, not on every save of an existing draft.
export const onDraftCreated = onDocumentCreated(
  {
    document: `${COLLECTIONS.users}/{uid}/${COLLECTIONS.drafts}/{draftId}`,
    ...RETRIED_TRIGGER_OPTIONS,
  },
  async (event) => {
    await runRetriedTrigger('onDraftCreated', event, () =>
      pruneDrafts(firestore(), event.params.uid),
    );
  },
);
