// The public API's per-client rate limit: a token bucket per client address, in the memory of
// each function instance. Bounded: at most `trackedClients` buckets, the least recently seen
// forgotten first (a forgotten client starts full again, as a new one would). Pure: the caller
// passes the time.
import { API_LIMITS } from '@queryhub/model';

export interface RateLimitSettings {
  /** The bucket's size: requests allowed at once. */
  burst: number;
  refillPerSecond: number;
  /** Buckets kept at most. */
  trackedClients: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  atMs: number;
}

export class TokenBuckets {
  /** In least-recently-seen order: a bucket is moved to the end each time it is used. */
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly settings: RateLimitSettings = API_LIMITS) {}

  /** How many clients are remembered now. */
  get size(): number {
    return this.buckets.size;
  }

  /** Spends one request of `key`'s budget at `nowMs`, or says how long until the next one. */
  take(key: string, nowMs: number): RateDecision {
    const { burst, refillPerSecond, trackedClients } = this.settings;
    const stored = this.buckets.get(key);
    // A clock that went backwards refills nothing.
    const elapsedMs = stored ? Math.max(0, nowMs - stored.atMs) : 0;
    const tokens = stored
      ? Math.min(burst, stored.tokens + (elapsedMs / 1000) * refillPerSecond)
      : burst;
    if (stored) this.buckets.delete(key);
    else if (this.buckets.size >= trackedClients) {
      const oldest = this.buckets.keys().next();
      if (!oldest.done) this.buckets.delete(oldest.value);
    }
    if (tokens < 1) {
      this.buckets.set(key, { tokens, atMs: nowMs });
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerSecond)),
      };
    }
    this.buckets.set(key, { tokens: tokens - 1, atMs: nowMs });
    return { allowed: true };
  }
}
