// Vote documents: Votes (the voter writes), CountedVotes and ReputationDays (functions only),
// with their ids and tolerant readers (docs/data-model.md).
import type { CountedVoteDoc } from './documents.js';
import { POST_KINDS, type PostKind } from './post-kind.js';
import type { DocumentData, ReadTime } from './read-fields.js';
import { readChoice, readNumber, readString, readTime } from './read-fields.js';

export const VOTE_VALUES = [1, -1] as const;
export type VoteValue = (typeof VOTE_VALUES)[number];

/** `Votes/{postId}_{uid}`: exactly these fields (firestore.rules). */
export interface VoteRaw<T> {
  postId: string;
  postKind: PostKind;
  /** The post itself for a question, the answer's QuestionID otherwise. */
  questionId: string;
  uid: string;
  value: VoteValue;
  date: T;
}

/** The id of a vote and of its CountedVotes entry. */
export function voteId(postId: string, uid: string): string {
  return `${postId}_${uid}`;
}

export function readVoteDoc(data: DocumentData): VoteRaw<ReadTime> {
  return {
    postId: readString(data, 'postId'),
    postKind: readChoice(data, 'postKind', POST_KINDS),
    questionId: readString(data, 'questionId'),
    uid: readString(data, 'uid'),
    value: readChoice(data, 'value', VOTE_VALUES),
    date: readTime(data, 'date'),
  };
}

export function readCountedVoteDoc(data: DocumentData): CountedVoteDoc {
  return {
    postId: readString(data, 'postId'),
    postKind: readChoice(data, 'postKind', POST_KINDS),
    value: readChoice(data, 'value', VOTE_VALUES),
    author: readString(data, 'author'),
    day: readString(data, 'day'),
    applied: readNumber(data, 'applied'),
  };
}

/** `ReputationDays/{uid}_{YYYY-MM-DD}`: one user's reputation ledger for one UTC day. */
export interface ReputationDayDoc {
  uid: string;
  day: string;
  /** Upvote points received. */
  up: number;
  /** Downvote penalties. */
  down: number;
  /** The capped value already added to `Profiles.Reputation`. */
  applied: number;
}

export function reputationDayId(uid: string, day: string): string {
  return `${uid}_${day}`;
}

export function readReputationDayDoc(data: DocumentData): ReputationDayDoc {
  return {
    uid: readString(data, 'uid'),
    day: readString(data, 'day'),
    up: readNumber(data, 'up'),
    down: readNumber(data, 'down'),
    applied: readNumber(data, 'applied'),
  };
}
