import { loadAuth, type AuthSdk } from '@/lib/firebase';
import type { AuthCredential } from '@/lib/firebase-sdk/auth';

/** The social providers QueryHub offers, by their Firebase provider id. */
export const SOCIAL_PROVIDERS = {
  'google.com': 'Google',
  'github.com': 'GitHub',
} as const;

export type SocialProviderId = keyof typeof SOCIAL_PROVIDERS;

/** Set while this tab is away at the provider; only then is a redirect result read back. */
const PENDING_REDIRECT_KEY = 'queryhub:social-redirect';
/** A provider credential waiting to be linked once the owner signs in with the password. */
const PENDING_LINK_KEY = 'queryhub:pending-link';

function provider(sdk: AuthSdk, id: SocialProviderId) {
  return id === 'google.com' ? new sdk.GoogleAuthProvider() : new sdk.GithubAuthProvider();
}

/**
 * Leaves for the provider's sign-in page (redirect, not popup: the site's
 * Cross-Origin-Opener-Policy: same-origin cuts a popup off from its opener).
 */
export async function startSocialSignIn(id: SocialProviderId): Promise<void> {
  const { auth, sdk } = await loadAuth();
  sessionStorage.setItem(PENDING_REDIRECT_KEY, id);
  await sdk.signInWithRedirect(auth, provider(sdk, id), sdk.browserPopupRedirectResolver);
}

/** Reauthenticates the signed-in account through its provider (before deleting it, say). */
export async function reauthenticateWithProvider(id: SocialProviderId): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  sessionStorage.setItem(PENDING_REDIRECT_KEY, id);
  await sdk.reauthenticateWithRedirect(user, provider(sdk, id), sdk.browserPopupRedirectResolver);
}

export type RedirectOutcome =
  | { kind: 'none' }
  | { kind: 'signed-in' }
  /** The address belongs to an account with another sign-in method: sign in, then link. */
  | { kind: 'needs-link'; email: string | null; provider: SocialProviderId };

/**
 * Reads the result of a sign-in redirect this tab started, if any. An existing account whose
 * address the provider does not vouch for (GitHub) is not joined silently: Firebase answers
 * `auth/account-exists-with-different-credential`, and the provider's credential waits in this
 * tab until the owner signs in with the password (linkPendingCredential). Google, a trusted
 * provider for its own addresses, signs in to the existing account of a verified address.
 */
export async function readRedirectResult(): Promise<RedirectOutcome> {
  const id = sessionStorage.getItem(PENDING_REDIRECT_KEY) as SocialProviderId | null;
  if (!id) return { kind: 'none' };
  sessionStorage.removeItem(PENDING_REDIRECT_KEY);
  const { auth, sdk } = await loadAuth();
  try {
    const result = await sdk.getRedirectResult(auth, sdk.browserPopupRedirectResolver);
    return result ? { kind: 'signed-in' } : { kind: 'none' };
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/account-exists-with-different-credential') {
      throw error;
    }
    // The generic form keeps whatever the provider returned (GitHub an access token, the Auth
    // emulator an ID token), so linkWithCredential later sends the same.
    const credential = sdk.OAuthProvider.credentialFromError(error as never);
    if (credential) sessionStorage.setItem(PENDING_LINK_KEY, JSON.stringify(credential.toJSON()));
    const email = (error as { customData?: { email?: string } }).customData?.email ?? null;
    return { kind: 'needs-link', email, provider: id };
  }
}

/** Links a waiting provider credential to the account now signed in; true when one was linked. */
export async function linkPendingCredential(): Promise<boolean> {
  const saved = sessionStorage.getItem(PENDING_LINK_KEY);
  if (!saved) return false;
  sessionStorage.removeItem(PENDING_LINK_KEY);
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) return false;
  const credential: AuthCredential | null = sdk.OAuthCredential.fromJSON(saved);
  if (!credential) return false;
  await sdk.linkWithCredential(user, credential);
  return true;
}
