import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyPendingProfilePicture } from '../images/apply-pending-profile-picture';
import { defaultBucket, firestore } from '../shared/firebase';

// A profile picture processed before Users.photoURL pointed at it lands here.
export const onUserProfileWritten = onDocumentWritten('Users/{uid}', async (event) => {
  const before = event.data?.before.get('photoURL') as unknown;
  const after = event.data?.after.get('photoURL') as unknown;
  if (typeof after !== 'string' || after === '' || after === before) return;
  await applyPendingProfilePicture(firestore(), defaultBucket(), event.params.uid);
});
