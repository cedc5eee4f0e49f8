import type { VoteValue } from '@queryhub/model';

/** A reader's own vote on a post: a stored vote's value, or 0 for none. */
export type OwnVote = VoteValue | 0;

/** What clicking a vote button does: the same value again takes the vote back. */
export function nextVote(current: OwnVote, clicked: VoteValue): OwnVote {
  return current === clicked ? 0 : clicked;
}
