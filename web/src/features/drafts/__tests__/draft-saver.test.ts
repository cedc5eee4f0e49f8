import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_QUIET_MS, DRAFT_SAVE_INTERVAL_MS } from '@queryhub/model';
import { createDraftSaver } from '../hooks/draft-saver';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function saver() {
  const write = vi.fn<(content: string) => void>();
  return { write, saver: createDraftSaver<string>({ write }) };
}

describe('createDraftSaver', () => {
  it('writes the latest content once, a quiet moment after the first change', () => {
    const { write, saver: draft } = saver();
    draft.change('a');
    draft.change('ab');
    vi.advanceTimersByTime(DRAFT_QUIET_MS - 1);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledExactlyOnceWith('ab');
  });

  it('writes at most once per interval while the member keeps typing', () => {
    const { write, saver: draft } = saver();
    const typingFor = 10 * DRAFT_SAVE_INTERVAL_MS;
    for (let elapsed = 0; elapsed < typingFor; elapsed += 100) {
      draft.change(`text ${elapsed}`);
      vi.advanceTimersByTime(100);
    }
    vi.runAllTimers();
    const writes = write.mock.calls.length;
    expect(writes).toBeGreaterThanOrEqual(typingFor / DRAFT_SAVE_INTERVAL_MS - 1);
    expect(writes).toBeLessThanOrEqual(typingFor / DRAFT_SAVE_INTERVAL_MS + 1);
    expect(write).toHaveBeenLastCalledWith(`text ${typingFor - 100}`);
  });

  it('flushes what is pending at once, and only that', () => {
    const { write, saver: draft } = saver();
    draft.flush();
    expect(write).not.toHaveBeenCalled();
    draft.change('leaving');
    draft.flush();
    expect(write).toHaveBeenCalledExactlyOnceWith('leaving');
    vi.runAllTimers();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('drops what is pending on cancel', () => {
    const { write, saver: draft } = saver();
    draft.change('posted');
    draft.cancel();
    vi.runAllTimers();
    draft.flush();
    expect(write).not.toHaveBeenCalled();
  });
});
