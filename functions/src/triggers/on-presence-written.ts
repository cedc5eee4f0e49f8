import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyPresence } from '../presence/presence-update';
import { firestore } from '../shared/firebase';
import { runRetriedTrigger } from '../shared/retried-trigger';

// Users.Status, LoginTime, LogoutTime and SetStatusDone from the raw Presence document.
export const onPresenceWritten = onDocumentWritten(
  { document: 'Presence/{uid}', retry: true },
  async (event) => {
    const written = event.data?.after;
    const carried = written?.exists
      ? { state: written.get('state'), at: written.get('at') }
      : undefined;
    await runRetriedTrigger('onPresenceWritten', event, () =>
      applyPresence(firestore(), event.params.uid, carried),
    );
  },
);
