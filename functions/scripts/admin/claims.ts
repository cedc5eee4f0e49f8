// grant / revoke (-moderator): the `admin: true` or `moderator: true` custom claim, set by e-mail
// through the Admin SDK.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { ClaimRole } from './args';
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

/** Sets or removes the role's claim, keeping the account's other custom claims. Returns whether it changed. */
export async function setRoleClaim(
  auth: Auth,
  email: string,
  role: ClaimRole,
  grant: boolean,
): Promise<boolean> {
  const user = await findUserByEmail(auth, email);
  const claims: Record<string, unknown> = { ...(user.customClaims ?? {}) };
  const held = claims[role] === true;
  if (held === grant) return false;
  if (grant) claims[role] = true;
  else delete claims[role];
  await auth.setCustomUserClaims(user.uid, Object.keys(claims).length > 0 ? claims : null);
  return true;
}
