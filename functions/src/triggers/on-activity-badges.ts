import { COLLECTIONS } from '@queryhub/model';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { applyCommentBadges, applyRevisionBadges } from '../badges/apply-badges';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Editor: a revision is recorded for every edit of a post's text (the update triggers).
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

// Commentator: counted when a comment is created.
export const onCommentBadges = onDocumentCreated(
  { document: `${COLLECTIONS.comments}/{commentId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const comment = event.data?.data();
    if (!comment) return;
    await runRetriedTrigger('onCommentBadges', event, () =>
      applyCommentBadges(firestore(), comment),
    );
  },
);
