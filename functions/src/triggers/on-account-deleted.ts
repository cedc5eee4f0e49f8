import * as functionsV1 from 'firebase-functions/v1';
import { logger } from 'firebase-functions';
import { deleteAccountData } from '../accounts/delete-account-data';
import { defaultBucket, firestore } from '../shared/firebase';

// v1: Cloud Functions v2 has no trigger for a deleted Auth user.
// The signed-out contact messages of the account's address go with it only when the account
// proved it owns that address (a verified e-mail); anyone can sign up with someone else's.
export const onAccountDeleted = functionsV1.auth.user().onDelete(async (user) => {
  const ownedEmail = user.emailVerified ? user.email : null;
  const counts = await deleteAccountData(firestore(), defaultBucket(), user.uid, ownedEmail);
  logger.info('Account data deleted', { uid: user.uid, ...counts });
});
