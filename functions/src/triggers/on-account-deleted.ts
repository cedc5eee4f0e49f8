import * as functionsV1 from 'firebase-functions/v1';
import { logger } from 'firebase-functions';
import { deleteAccountData } from '../accounts/delete-account-data';
import { defaultBucket, firestore } from '../shared/firebase';

// v1: Cloud Functions v2 has no trigger for a deleted Auth user.
export const onAccountDeleted = functionsV1.auth.user().onDelete(async (user) => {
  const counts = await deleteAccountData(firestore(), defaultBucket(), user.uid, user.email);
  logger.info('Account data deleted', { uid: user.uid, ...counts });
});
