import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyPresence, readPresenceEvent } from '../presence/presence-update';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// Users.Status, LoginTime, LogoutTime and SetStatusDone from the raw Presence document.
export const onPresenceWritten = onDocumentWritten(
  { document: `${COLLECTIONS.presence}/{uid}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    const carried = readPresenceEvent(event.data?.after.data());
    await runRetriedTrigger('onPresenceWritten', event, () =>
      applyPresence(firestore(), event.params.uid, carried),
    );
  },
);
