import { loadAuth } from '@/lib/firebase';

/**
 * Where a mail's link returns the user after the action (the continue URL). The link itself
 * opens /Auth/Action, the action URL set per project (README, deploy section).
 */
function actionSettings() {
  return { url: `${globalThis.location.origin}/Login` };
}

/**
 * Asks Firebase to mail a password reset link. With e-mail enumeration protection (on by default)
 * this succeeds for unknown addresses too; the page answers the same either way.
 */
export async function sendResetLink(email: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.sendPasswordResetEmail(auth, email.trim(), actionSettings());
}

/** Mails the signed-in user a verification link (Firebase also rate-limits this per account). */
export async function sendVerificationEmail(): Promise<void> {
  const { auth, sdk } = await loadAuth();
  const user = auth.currentUser;
  if (!user) throw Object.assign(new Error('Not signed in'), { code: 'auth/no-current-user' });
  await sdk.sendEmailVerification(user, actionSettings());
}

/** The address a password reset code is for; fails for an expired or used code. */
export async function readResetCode(code: string): Promise<string> {
  const { auth, sdk } = await loadAuth();
  return sdk.verifyPasswordResetCode(auth, code);
}

export async function saveNewPassword(code: string, password: string): Promise<void> {
  const { auth, sdk } = await loadAuth();
  await sdk.confirmPasswordReset(auth, code, password);
}

/** What an applied e-mail code did: the address it verified, set or restored. */
export interface AppliedCode {
  email: string | null;
}

/**
 * Applies a verifyEmail, verifyAndChangeEmail or recoverEmail code. When this browser is signed
 * in, the user and its ID token are refreshed at once, so the rules see the new
 * `email_verified` / `email` claims and the banner goes (Users.EMail follows through
 * useEmailFollowsAccount).
 */
export async function applyEmailCode(code: string): Promise<AppliedCode> {
  const { auth, sdk } = await loadAuth();
  const info = await sdk.checkActionCode(auth, code);
  await sdk.applyActionCode(auth, code);
  // The link may open a fresh tab: wait until the saved session (if any) is loaded.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (user) {
    // A changed address revokes the other sessions' tokens; a failed refresh signs out later.
    await sdk.reload(user).catch(() => undefined);
    await user.getIdToken(true).catch(() => undefined);
  }
  return { email: info.data.email ?? null };
}
