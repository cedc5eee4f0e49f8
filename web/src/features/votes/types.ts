import type { PostKind, VoteValue } from '@queryhub/model';

/** A reader's own vote on a post: a stored vote's value, or 0 for none. */
export type OwnVote = VoteValue | 0;

/** Which post a vote is about, as the Votes document names it (docs/data-model.md). */
export interface VoteTarget {
  postId: string;
  postKind: PostKind;
  /** The question the post belongs to (the post itself for a question). */
  questionId: string;
}

/** What clicking a vote button does: the same value again takes the vote back. */
export function nextVote(current: OwnVote, clicked: VoteValue): OwnVote {
  return current === clicked ? 0 : clicked;
}
