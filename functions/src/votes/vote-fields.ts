/** The raw fields of a `Votes/{postId}_{uid}` document that the triggers rely on. */
export interface VoteData {
  postId: string;
  postKind: PostKind;
  uid: string;
  value: 1 | -1;
  /** Milliseconds since the epoch of the vote's `date`. */
  dateMillis: number;
}

/** A vote document's data as the trigger sees it, or null when it is absent or malformed. */
export function readVote(data: Record<string, unknown> | undefined): VoteData | null {
  if (!data) return null;
  const { postId, postKind, uid, value, date } = data;
  if (typeof postId !== 'string' || postId === '') return null;
  if (postKind !== 'question' && postKind !== 'answer') return null;
  if (typeof uid !== 'string' || (value !== 1 && value !== -1)) return null;
  return { postId, postKind, uid, value, dateMillis: timestampMillis(date) };
}

function timestampMillis(value: unknown): number {
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return (toMillis as () => number).call(value);
  }
  return 0;
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
import type { PostKind } from '@queryhub/model';
