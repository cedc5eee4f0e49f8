// grant / revoke: the `admin: true` custom claim, set by e-mail through the Admin SDK.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { AdminCliError } from './target';

export async function findUserByEmail(auth: Auth, email: string): Promise<UserRecord> {
  try {
    return await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new AdminCliError(`No account has the e-mail ${email}.`);
    }
    throw error;
  }
}

/** Sets or removes the claim, keeping the account's other custom claims. Returns whether it changed. */
export async function setAdminClaim(auth: Auth, email: string, admin: boolean): Promise<boolean> {
  const user = await findUserByEmail(auth, email);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  const wasAdmin = claims.admin === true;
  if (wasAdmin === admin) return false;
  if (admin) claims.admin = true;
  else delete claims.admin;
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  return true;
}
