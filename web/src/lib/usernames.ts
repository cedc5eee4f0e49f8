import { displayNameProblem } from '@queryhub/visible-text';

/** What Register and Update Username say about a name the rules would refuse. */
export const USERNAME_PROBLEMS = {
  invisible: 'Please choose a username with at least one visible character.',
  bidi: 'Usernames cannot contain text-direction control characters.',
  reserved: 'This username is reserved. Please choose another one.',
} as const;

/** A sentence saying what is wrong with a username, or null when it may be sent. */
export function usernameProblem(value: string): string | null {
  const problem = displayNameProblem(value);
  return problem ? USERNAME_PROBLEMS[problem] : null;
}
