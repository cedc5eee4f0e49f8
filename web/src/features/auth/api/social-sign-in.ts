import { errorCode } from '@queryhub/model';
import { loadAuth, type AuthSdk } from '@/lib/firebase';
import type { AuthCredential } from '@/lib/firebase-sdk/auth';

/** The social providers QueryHub offers, by their Firebase provider id. */
export const SOCIAL_PROVIDERS = {
  'google.com': 'Google',
  'github.com': 'GitHub',
} as const;

export type SocialProviderId = keyof typeof SOCIAL_PROVIDERS;

/** Why this tab went to the provider: to sign in, or to confirm who it is (reauthenticate). */
type RedirectPurpose = 'sign-in' | 'reauth';

/** The provider a Google- or GitHub-only account signs in with; null for a password account. */
export function socialOnlyProvider(
  providers: readonly string[] | undefined,
): SocialProviderId | null {
  if (!providers || providers.includes('password')) return null;
  return (providers.find((id) => id in SOCIAL_PROVIDERS) as SocialProviderId | undefined) ?? null;
}

function markRedirect(id: SocialProviderId, purpose: RedirectPurpose): void {
  sessionStorage.setItem(PENDING_REDIRECT_KEY, JSON.stringify({ id, purpose }));
}

/** The redirect this tab started for `purpose`, taken off the mark; null when none. */
function takeRedirect(purpose: RedirectPurpose): SocialProviderId | null {
  const saved = sessionStorage.getItem(PENDING_REDIRECT_KEY);
  if (!saved) return null;
  let mark: { id?: unknown; purpose?: unknown };
  try {
    mark = JSON.parse(saved) as typeof mark;
  } catch {
    mark = {};
  }
  if (mark.purpose !== purpose) return null;
  sessionStorage.removeItem(PENDING_REDIRECT_KEY);
  return typeof mark.id === 'string' && mark.id in SOCIAL_PROVIDERS
    ? (mark.id as SocialProviderId)
    : null;
}

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
  markRedirect(id, 'sign-in');
  await sdk.signInWithRedirect(auth, provider(sdk, id), sdk.browserPopupRedirectResolver);
}

/**
 * Confirms who the signed-in Google or GitHub account is by a fresh provider sign-in (after
 * `auth/requires-recent-login`); the tab comes back to the same page, where
 * finishReauthentication reads the result.
 */
export async function reauthenticateWithProvider(id: SocialProviderId): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  markRedirect(id, 'reauth');
  await sdk.reauthenticateWithRedirect(user, provider(sdk, id), sdk.browserPopupRedirectResolver);
}

/** Reads the result of a reauthentication this tab started, if any; true when it succeeded. */
export async function finishReauthentication(): Promise<boolean> {
  if (!takeRedirect('reauth')) return false;
  const { auth, sdk } = await loadAuth();
  return (await sdk.getRedirectResult(auth, sdk.browserPopupRedirectResolver)) !== null;
}

export type RedirectOutcome =
  | { kind: 'none' }
  | { kind: 'signed-in' }
  /** The address belongs to an account with another sign-in method: sign in, then link. */
  | { kind: 'needs-link'; email: string | null; provider: SocialProviderId }
  /** Coming back from the provider did not sign in (offline: `auth/internal-error`). */
  | { kind: 'failed'; code: string; provider: SocialProviderId };

/**
 * Reads the result of a sign-in redirect this tab started, if any. An existing account whose
 * address the provider does not vouch for (GitHub) is not joined silently: Firebase answers
 * `auth/account-exists-with-different-credential`, and the provider's credential waits in this
 * tab until the owner signs in with the password (linkPendingCredential). Google, a trusted
 * provider for its own addresses, signs in to the existing account of a verified address.
 */
export async function readRedirectResult(): Promise<RedirectOutcome> {
  const id = takeRedirect('sign-in');
  if (!id) return { kind: 'none' };
  const { auth, sdk } = await loadAuth();
  try {
    const result = await sdk.getRedirectResult(auth, sdk.browserPopupRedirectResolver);
    return result ? { kind: 'signed-in' } : { kind: 'none' };
  } catch (error) {
    const code = errorCode(error);
    if (code !== 'auth/account-exists-with-different-credential') {
      console.warn('Redirect sign-in failed', error);
      return { kind: 'failed', code: typeof code === 'string' ? code : 'unknown', provider: id };
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
