import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyRevisionBadges } from '../badges/apply-badges';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Editor: a revision is recorded for every edit of a post's text (the post dispatchers).
export const onRevisionBadges = onDocumentCreated(
  { document: `${COLLECTIONS.revisions}/{revisionId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const revision = event.data?.data();
    if (!revision) return;
    await runRetriedTrigger('onRevisionBadges', event, () =>
      applyRevisionBadges(firestore(), revision),
    );
  },
);
