// What a person reads for a sign-in or account failure: every Firebase Auth code the
// app can meet, and the app's own `auth/…` codes, as one plain sentence. No `auth/…` code is
// ever shown: the form's lead stays the spec's "Something went wrong" and this sentence
// replaces the code under it (docs/decisions.md, Accounts).

/** One sentence per code, for the codes the web app can meet. */
export const AUTH_ERROR_SENTENCES: Readonly<Record<string, string>> = {
  // Signing in with e-mail and password.
  'auth/invalid-credential': 'The e-mail address or the password is not right.',
  'auth/wrong-password': 'The e-mail address or the password is not right.',
  'auth/user-not-found': 'The e-mail address or the password is not right.',
  'auth/invalid-email': 'That is not a valid e-mail address.',
  'auth/missing-email': 'Please enter your e-mail address.',
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled':
    'This account has been turned off. Use the contact form if you think this is a mistake.',
  'auth/too-many-requests':
    'There were too many attempts in a short time. Please wait a few minutes and try again.',
  'auth/quota-exceeded':
    'There were too many attempts in a short time. Please wait a few minutes and try again.',
  // Registering and changing the account.
  'auth/email-already-in-use':
    'An account already uses this e-mail address. Sign in instead, or reset its password.',
  'auth/weak-password': 'That password is too weak: use at least 6 characters.',
  'auth/invalid-new-email': 'That is not a valid e-mail address.',
  'auth/requires-recent-login': 'For your safety, please sign in again before this change.',
  'auth/no-current-user': 'You are signed out. Please sign in and try again.',
  'auth/user-token-expired': 'Your sign-in has expired. Please sign in again.',
  'auth/invalid-user-token': 'Your sign-in has expired. Please sign in again.',
  'auth/user-mismatch': 'That is a different account from the one signed in here.',
  'auth/unverified-email': 'Please verify your e-mail address first.',
  // Google and GitHub sign-in.
  'auth/account-exists-with-different-credential':
    'An account already uses this e-mail address with another sign-in method. Sign in with that method first.',
  'auth/credential-already-in-use':
    'That Google or GitHub account already belongs to another QueryHub account.',
  'auth/provider-already-linked': 'That sign-in method is already added to your account.',
  'auth/operation-not-allowed': 'That sign-in method is not offered here.',
  'auth/unauthorized-domain': 'Signing in is not allowed from this web address.',
  'auth/redirect-cancelled-by-user': 'Signing in was cancelled. Please try again.',
  'auth/redirect-operation-pending': 'A sign-in is already under way in this tab. Please wait.',
  'auth/web-storage-unsupported':
    'Your browser blocks the site data signing in needs. Allow cookies and site data for this site and try again.',
  'auth/operation-not-supported-in-this-environment':
    'This browser cannot sign in that way. Please sign in with your e-mail address and password.',
  // The connection and the sign-in service.
  'auth/network-request-failed':
    'The sign-in service could not be reached. Check your internet connection and try again.',
  'auth/timeout':
    'The sign-in service took too long to answer. Check your internet connection and try again.',
  'auth/internal-error':
    'The sign-in service could not finish. Check your internet connection and try again in a moment.',
  // E-mail links (verification, password reset, address change).
  'auth/expired-action-code': 'This link has expired.',
  'auth/invalid-action-code': 'This link is not valid, or it has already been used.',
  'auth/missing-action-code': 'This link is incomplete: open the whole link from the e-mail.',
  'auth/invalid-action-mode': 'This link is not one QueryHub sends.',
};

/** Said for an `auth/…` code the table does not name (never the code itself). */
export const AUTH_ERROR_FALLBACK =
  'Signing in or changing your account could not finish. Please try again.';

export function isAuthErrorCode(code: unknown): code is string {
  return typeof code === 'string' && code.startsWith('auth/');
}

/** The sentence for an `auth/…` code. */
export function authErrorSentence(code: string): string {
  return (isAuthErrorCode(code) ? AUTH_ERROR_SENTENCES[code] : undefined) ?? AUTH_ERROR_FALLBACK;
}

/** Codes of a provider sign-in that failed because the provider's service was out of reach. */
const UNREACHABLE = new Set(['auth/internal-error', 'auth/network-request-failed', 'auth/timeout']);

/**
 * Why coming back from Google or GitHub did not sign in. Offline, the SDK cannot load the
 * provider's sign-in script and answers `auth/internal-error`: say so, naming the provider and
 * the connection, and what to do.
 */
export function providerSignInSentence(providerName: string, code: string): string {
  if (UNREACHABLE.has(code)) {
    return `Sign-in with ${providerName} could not finish because ${providerName}'s sign-in service could not be reached: check your internet connection and try again, or sign in with your e-mail address and password.`;
  }
  return authErrorSentence(code);
}
