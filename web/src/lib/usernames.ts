import {
  displayNameProblem,
  errorCode,
  isDocumentData,
  renameTooSoonMessage,
} from '@queryhub/model';
import { loadFunctions } from './firebase';

/** What Register and Update Username say about a name that cannot be claimed. */
const USERNAME_PROBLEMS = {
  invisible: 'Please choose a username with at least one visible character.',
  untrimmed: 'Usernames cannot start or end with spaces.',
  bidi: 'Usernames cannot contain text-direction control characters.',
  hidden: 'Usernames cannot contain invisible characters.',
  spacing: 'Usernames can only be separated by single ordinary spaces.',
  reserved: 'This username is reserved. Please choose another one.',
  length: 'Please choose a username of 1 to 50 characters.',
} as const;

type UsernameProblem = keyof typeof USERNAME_PROBLEMS;

/** A sentence saying what is wrong with a username, or null when it may be sent. */
export function usernameProblem(value: string): string | null {
  const problem = displayNameProblem(value.trim());
  return problem ? USERNAME_PROBLEMS[problem] : null;
}

/** A username another account holds, or one that reads the same (case, lookalike letters). */
const USERNAME_TAKEN = 'username-taken';
/** A username the server refuses (e.g. a lookalike of a reserved name). */
const USERNAME_REFUSED = 'username-refused';

export class UsernameTakenError extends Error {
  readonly code = USERNAME_TAKEN;
  constructor(username: string) {
    super(`The username "${username}" is taken. Please choose another one.`);
    this.name = 'UsernameTakenError';
  }
}

export class UsernameRefusedError extends Error {
  readonly code = USERNAME_REFUSED;
  constructor(problem: UsernameProblem) {
    super(USERNAME_PROBLEMS[problem]);
    this.name = 'UsernameRefusedError';
  }
}

/** A rename refused because the account renamed recently (renameAllowedAtMillis). */
const RENAME_TOO_SOON = 'rename-too-soon';

export class RenameTooSoonError extends Error {
  readonly code = RENAME_TOO_SOON;
  constructor(readonly retryAtMillis: number) {
    super(
      renameTooSoonMessage(
        new Date(retryAtMillis).toLocaleDateString(undefined, { dateStyle: 'long' }),
      ),
    );
    this.name = 'RenameTooSoonError';
  }
}

function isUsernameProblem(value: unknown): value is UsernameProblem {
  return typeof value === 'string' && value in USERNAME_PROBLEMS;
}

/**
 * Claims `name` for the signed-in account through the claimDisplayName callable, which compares
 * names by their canonical key on the server (case, lookalike letters and invisible characters
 * do not make a new name) and renames an existing profile in the same transaction. Resolves
 * with the name as stored; a held name fails with UsernameTakenError, a refused one with
 * UsernameRefusedError.
 */
export async function claimUsername(name: string): Promise<string> {
  const { functions, sdk } = await loadFunctions();
  try {
    const result = await sdk.httpsCallable<{ displayName: string }, { displayName: string }>(
      functions,
      'claimDisplayName',
    )({ displayName: name });
    return result.data.displayName;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'functions/already-exists') throw new UsernameTakenError(name);
    // A refusal names its problem in the callable error's details.
    const details = isDocumentData(error) && isDocumentData(error.details) ? error.details : {};
    const named = details.problem;
    if (code === 'functions/invalid-argument' && isUsernameProblem(named)) {
      throw new UsernameRefusedError(named);
    }
    if (code === 'functions/resource-exhausted' && typeof details.retryAt === 'number') {
      throw new RenameTooSoonError(details.retryAt);
    }
    throw error;
  }
}
