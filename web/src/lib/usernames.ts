import { COLLECTIONS, displayNameProblem, usernameClaimId } from '@queryhub/model';
import { loadFirestore } from './firebase';

/** What Register and Update Username say about a name the rules would refuse. */
export const USERNAME_PROBLEMS = {
  invisible: 'Please choose a username with at least one visible character.',
  untrimmed: 'Usernames cannot start or end with spaces.',
  bidi: 'Usernames cannot contain text-direction control characters.',
  reserved: 'This username is reserved. Please choose another one.',
} as const;

/** A sentence saying what is wrong with a username, or null when it may be sent. */
export function usernameProblem(value: string): string | null {
  const problem = displayNameProblem(value.trim());
  return problem ? USERNAME_PROBLEMS[problem] : null;
}

/** A username another account holds, in any case. */
export const USERNAME_TAKEN = 'username-taken';

export class UsernameTakenError extends Error {
  readonly code = USERNAME_TAKEN;
  constructor(username: string) {
    super(`The username "${username}" is taken. Please choose another one.`);
    this.name = 'UsernameTakenError';
  }
}

/** The claim document of a display name: UserNames/{SHA-256 of the lowercase name}. */
export async function usernameClaim(name: string) {
  const { db, sdk } = await loadFirestore();
  return sdk.doc(db, COLLECTIONS.userNames, await usernameClaimId(name));
}

/** Throws UsernameTakenError when another account (not `uid`) holds the name, in any case. */
export async function throwIfUsernameTaken(name: string, uid: string | null): Promise<void> {
  const { sdk } = await loadFirestore();
  const claim = await sdk.getDoc(await usernameClaim(name));
  const holder = claim.data()?.uid as unknown;
  if (claim.exists() && holder !== uid) throw new UsernameTakenError(name);
}

/**
 * Runs a write that claims `name` (a batch with the Users record and the claim); when the rules
 * refuse it because someone took the name meanwhile, reports that instead.
 */
export async function writeClaimingName(
  name: string,
  uid: string,
  write: () => Promise<void>,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'permission-denied') {
      await throwIfUsernameTaken(name, uid);
    }
    throw error;
  }
}
