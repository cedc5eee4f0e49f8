import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { samePublicFields, syncPublicProfile } from '../profiles/public-profile';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Profiles/{uid}: the public part of Users/{uid}, for the user pages.
export const onUserPublicProfile = onDocumentWritten(
  { document: `${COLLECTIONS.users}/{uid}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (before && after && samePublicFields(before, after)) return;
    await runRetriedTrigger('onUserPublicProfile', event, () =>
      syncPublicProfile(firestore(), event.params.uid),
    );
  },
);
