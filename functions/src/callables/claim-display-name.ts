import { onCall } from 'firebase-functions/v2/https';
import { claimDisplayName } from '../profiles/claim-display-name';
import { firestore } from '../shared/firebase';

/**
 * The only way to hold a display name (the rules refuse client writes to UserNames and
 * NameClaims): sign-up, the /Welcome step of social accounts, renames and the seed call it.
 * App Check is enforced when the deployment sets ENFORCE_APP_CHECK=true.
 */
export const claimDisplayNameCallable = onCall(
  { enforceAppCheck: process.env.ENFORCE_APP_CHECK === 'true', timeoutSeconds: 30 },
  (request) => claimDisplayName(firestore(), request),
);
