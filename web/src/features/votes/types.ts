import type { PostKind } from '@queryhub/model';
/** A user's own vote on a post: up, down, or none. */
export type VoteValue = 1 | -1 | 0;

/** Which post a vote is about, as the Votes document names it (docs/data-model.md). */
export interface VoteTarget {
  postId: string;
  postKind: PostKind;
  /** The question the post belongs to (the post itself for a question). */
  questionId: string;
}

/** The vote document id: one vote per user per post. */
export function voteId(postId: string, uid: string): string {
  return `${postId}_${uid}`;
}

/** What clicking a vote button does: the same value again takes the vote back. */
export function nextVote(current: VoteValue, clicked: 1 | -1): VoteValue {
  return current === clicked ? 0 : clicked;
}
