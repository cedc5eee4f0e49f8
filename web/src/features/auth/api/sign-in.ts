import { loadAuth } from '@/lib/firebase';
import { linkPendingCredential } from './social-sign-in';

/**
 * Signs in with e-mail and password; a Google or GitHub credential waiting for this account
 * (readRedirectResult's `needs-link`) is linked to it then.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.signInWithEmailAndPassword(auth, email.trim(), password);
  await linkPendingCredential();
}
