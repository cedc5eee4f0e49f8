import {
  POST_KINDS,
  readMillis,
  readOptionalChoice,
  readOptionalString,
  readString,
  VOTE_VALUES,
  type DocumentData,
  type PostKind,
  type VoteValue,
} from '@queryhub/model';

/** The raw fields of a `Votes/{postId}_{uid}` document that the triggers rely on. */
export interface VoteData {
  postId: string;
  postKind: PostKind;
  uid: string;
  value: VoteValue;
  /** Milliseconds since the epoch of the vote's `date`. */
  dateMillis: number;
}

/** A vote document's data as the trigger sees it, or null when it is absent or malformed. */
export function readVote(data: DocumentData | undefined): VoteData | null {
  if (!data) return null;
  const postKind = readOptionalChoice(data, 'postKind', POST_KINDS);
  const value = readOptionalChoice(data, 'value', VOTE_VALUES);
  const uid = readOptionalString(data, 'uid');
  const postId = readString(data, 'postId');
  if (postId === '' || postKind === null || value === null || uid === null) return null;
  return { postId, postKind, uid, value, dateMillis: readMillis(data.date) ?? 0 };
}

export interface CounterDelta {
  Score: number;
  UpCount: number;
  DownCount: number;
}

function counters(vote: VoteData | null): CounterDelta {
  return {
    Score: vote?.value ?? 0,
    UpCount: vote?.value === 1 ? 1 : 0,
    DownCount: vote?.value === -1 ? 1 : 0,
  };
}

/**
 * What one write of a vote document changes on its post. Deltas of successive writes of the same
 * vote add up to the difference between its first and last state, whatever order they arrive in.
 */
export function counterDelta(before: VoteData | null, after: VoteData | null): CounterDelta {
  const from = counters(before);
  const to = counters(after);
  return {
    Score: to.Score - from.Score,
    UpCount: to.UpCount - from.UpCount,
    DownCount: to.DownCount - from.DownCount,
  };
}
