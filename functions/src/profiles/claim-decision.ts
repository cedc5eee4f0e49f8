// Pure logic of claimDisplayName (claim-display-name.ts): the name a call asks for, and what its
// transaction decides from the documents it reads. No SDK here, so bench/worst-case.ts runs it.
import {
  RELEASED_NAME_HOLD_DAYS,
  TEXT_LIMITS,
  displayNameProblem,
  renameAllowedAtMillis,
} from '@queryhub/model';
import { isReservedDisplayName } from './display-name-key';

/** The form a display name is stored in: NFC, without surrounding white space. */
export function storedDisplayName(name: string): string {
  return name.normalize('NFC').trim();
}

/** Why `name` cannot be claimed, as the `problem` detail of an `invalid-argument` refusal. */
export function claimProblem(name: string): string | null {
  const { min, max } = TEXT_LIMITS.displayName;
  if (name.length < min || name.length > max) return 'length';
  const problem = displayNameProblem(name);
  if (problem) return problem;
  return isReservedDisplayName(name) ? 'reserved' : null;
}

/**
 * The longest text (white space at either end aside) that can still normalise to a name of
 * TEXT_LIMITS.displayName.max code units: NFC composes at most 4 code points into one (U+1FA2 is
 * ω and three marks), a code point is at most 2 code units, and white space stays white space
 * and composes with nothing (the unit test checks these over every code point). A longer text is
 * refused with 'length' before the NFC, whose canonical reordering of a run of combining marks is
 * quadratic (100,000 marks: 2.5 s of CPU), and only the trimmed text is normalised (the same name
 * as normalising all of it, since white space is left as it is), so a call costs the same whatever
 * the caller sends, bar the trim's scan of the white space around the name.
 */
export const MAX_REQUESTED_NAME_LENGTH = 8 * TEXT_LIMITS.displayName.max;

/** The name a call asks for, in its stored form, or why it is refused. */
export function requestedDisplayName(raw: unknown): { displayName: string } | { problem: string } {
  if (typeof raw !== 'string') return { problem: 'length' };
  const trimmed = raw.trim();
  if (trimmed.length > MAX_REQUESTED_NAME_LENGTH) return { problem: 'length' };
  const displayName = storedDisplayName(trimmed);
  const problem = claimProblem(displayName);
  return problem ? { problem } : { displayName };
}

/** Whether a name's claim still stands: held now, or released less than the hold ago. */
function isStillHeld(releasedAtMillis: number | undefined, nowMillis: number): boolean {
  return (
    releasedAtMillis === undefined ||
    nowMillis < releasedAtMillis + RELEASED_NAME_HOLD_DAYS * 86_400_000
  );
}

/** What a claim's transaction read, as plain values. */
export interface ClaimState {
  uid: string;
  /** The requested name's claim id (displayNameClaimId) and stored form. */
  id: string;
  displayName: string;
  /** `UserNames/{id}`, or null when nobody holds the name. */
  holder: { uid: string; releasedAtMillis?: number | undefined } | null;
  /** `NameClaims/{uid}`, or null for the account's first claim. */
  previous: { key: string; displayName: string; atMillis: number; renames: number } | null;
  /** The account's Users record's CreatedAt, or null when it has none yet. */
  createdAtMillis: number | null;
  nowMillis: number;
}

/**
 * What a claim does: refused because another account holds the name (`taken`) or because the
 * account renamed too recently (`too-soon`, renameAllowedAtMillis), nothing when it claims again
 * exactly the name it holds (`unchanged`, a retried sign-up), else the claim, with the account's
 * rename count and the key of the name it lets go (null when none).
 */
export type ClaimDecision =
  | { kind: 'taken' }
  | { kind: 'unchanged' }
  | { kind: 'too-soon'; allowedAtMillis: number }
  | { kind: 'claim'; renames: number; releaseKey: string | null };

export function claimDecision(state: ClaimState): ClaimDecision {
  const { holder, previous, nowMillis } = state;
  if (holder && holder.uid !== state.uid && isStillHeld(holder.releasedAtMillis, nowMillis)) {
    return { kind: 'taken' };
  }
  if (!previous) return { kind: 'claim', renames: 0, releaseKey: null };
  if (previous.key === state.id && previous.displayName === state.displayName) {
    return { kind: 'unchanged' };
  }
  const allowedAtMillis = renameAllowedAtMillis({
    createdAtMillis: state.createdAtMillis,
    lastClaimMillis: previous.atMillis,
    renames: previous.renames,
    nowMillis,
  });
  if (nowMillis < allowedAtMillis) return { kind: 'too-soon', allowedAtMillis };
  return {
    kind: 'claim',
    renames: previous.renames + 1,
    releaseKey: previous.key !== '' && previous.key !== state.id ? previous.key : null,
  };
}
