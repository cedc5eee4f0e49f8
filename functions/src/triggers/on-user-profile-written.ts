import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyPendingProfilePicture } from '../images/apply-pending-profile-picture';
import { defaultBucket, firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// A profile picture processed before Users.photoURL pointed at it lands here.
export const onUserProfileWritten = onDocumentWritten(
  { document: `${COLLECTIONS.users}/{uid}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const before = event.data?.before.get('photoURL') as unknown;
    const after = event.data?.after.get('photoURL') as unknown;
    if (typeof after !== 'string' || after === '' || after === before) return;
    await runRetriedTrigger('onUserProfileWritten', event, () =>
      applyPendingProfilePicture(firestore(), defaultBucket(), event.params.uid),
    );
  },
);
