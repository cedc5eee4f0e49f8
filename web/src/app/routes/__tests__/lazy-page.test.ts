import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadWithRetry } from '../lazy-page';

afterEach(() => vi.useRealTimers());

describe('loadWithRetry', () => {
  it('retries a failed chunk once and returns the second result', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('page');
    await expect(loadWithRetry(load)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with a ChunkLoadError after the second failure', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('offline')));
    await expect(loadWithRetry(load)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a chunk slower than 120 s as failed and retries it', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise<string>(() => {}))
      .mockResolvedValueOnce('page');
    const result = loadWithRetry(load);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
