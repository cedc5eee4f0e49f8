import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyPresence } from '../presence/presence-update';
import { firestore } from '../shared/firebase';

// Users.Status, LoginTime, LogoutTime and SetStatusDone from the raw Presence document.
export const onPresenceWritten = onDocumentWritten('Presence/{uid}', async (event) => {
  await applyPresence(firestore(), event.params.uid);
});
