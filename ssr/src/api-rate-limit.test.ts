import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '@queryhub/model';
import { TokenBuckets } from './api-rate-limit';

const settings = { burst: 3, refillPerSecond: 0.5, trackedClients: 2 };

describe('the per-client token buckets', () => {
  it('allow a burst, then refuse, saying when the next request is allowed', () => {
    const buckets = new TokenBuckets(settings);
    for (let n = 0; n < 3; n += 1) expect(buckets.take('a', 0)).toEqual({ allowed: true });
    expect(buckets.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(buckets.take('a', 1000)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(buckets.take('a', 2000)).toEqual({ allowed: true });
    expect(buckets.take('a', 2000)).toEqual({ allowed: false, retryAfterSeconds: 2 });
  });

  it('keep each client apart', () => {
    const buckets = new TokenBuckets(settings);
    for (let n = 0; n < 3; n += 1) buckets.take('a', 0);
    expect(buckets.take('a', 0).allowed).toBe(false);
    expect(buckets.take('b', 0).allowed).toBe(true);
  });

  it('refill no further than the burst, and not on a clock that went back', () => {
    const buckets = new TokenBuckets(settings);
    buckets.take('a', 1_000_000);
    for (let n = 0; n < 3; n += 1) expect(buckets.take('a', 9_000_000).allowed).toBe(true);
    expect(buckets.take('a', 9_000_000).allowed).toBe(false);
    expect(buckets.take('a', 0).allowed).toBe(false);
  });

  it('remember at most trackedClients clients, forgetting the least recently seen', () => {
    const buckets = new TokenBuckets(settings);
    for (let n = 0; n < 3; n += 1) buckets.take('a', 0);
    buckets.take('b', 0);
    buckets.take('a', 0); // a is seen again: b is now the least recent
    buckets.take('c', 0);
    expect(buckets.size).toBe(2);
    // a was kept (still empty); b was forgotten and starts full again.
    expect(buckets.take('a', 0).allowed).toBe(false);
    for (let n = 0; n < 3; n += 1) expect(buckets.take('b', 0).allowed).toBe(true);
    expect(buckets.size).toBe(2);
  });

  it('stay bounded under a flood of distinct clients', () => {
    const buckets = new TokenBuckets();
    for (let n = 0; n < API_LIMITS.trackedClients + 500; n += 1) buckets.take(`ip-${n}`, n);
    expect(buckets.size).toBe(API_LIMITS.trackedClients);
  });
});
