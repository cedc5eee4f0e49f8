import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSubscription, type Subscribe } from '../subscription';

function controllable() {
  let push: ((value: string) => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const stop = vi.fn();
  const subscribe: Subscribe<string> = async (onData, onError) => {
    push = onData;
    fail = onError;
    return stop;
  };
  return {
    subscribe,
    stop,
    push: (value: string) => push?.(value),
    fail: (error: Error) => fail?.(error),
  };
}

describe('useSubscription', () => {
  it('is loading first, then follows every pushed value', async () => {
    const source = controllable();
    const { result } = renderHook(() => useSubscription('k', source.subscribe));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(source.stop).not.toHaveBeenCalled());
    act(() => source.push('one'));
    expect(result.current).toEqual({ status: 'ready', data: 'one' });
    act(() => source.push('two'));
    expect(result.current).toEqual({ status: 'ready', data: 'two' });
  });

  it('reports errors from the listener and from starting it', async () => {
    const source = controllable();
    const { result } = renderHook(() => useSubscription('k', source.subscribe));
    await act(async () => {});
    act(() => source.fail(new Error('denied')));
    expect(result.current).toMatchObject({ status: 'error', error: { message: 'denied' } });

    const broken: Subscribe<string> = () => Promise.reject(new Error('offline'));
    const second = renderHook(() => useSubscription('b', broken));
    await waitFor(() =>
      expect(second.result.current).toMatchObject({
        status: 'error',
        error: { message: 'offline' },
      }),
    );
  });

  it('stops the old subscription and shows loading again when the key changes', async () => {
    const first = controllable();
    const second = controllable();
    const { result, rerender } = renderHook(
      ({ key, source }) => useSubscription(key, source.subscribe),
      { initialProps: { key: 'a', source: first } },
    );
    await act(async () => {});
    act(() => first.push('from a'));
    rerender({ key: 'b', source: second });
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => {});
    expect(first.stop).toHaveBeenCalledTimes(1);
    act(() => first.push('stale'));
    expect(result.current).toEqual({ status: 'loading' });
    act(() => second.push('from b'));
    expect(result.current).toEqual({ status: 'ready', data: 'from b' });
  });

  it('stops a subscription that resolves after unmount', async () => {
    const first = controllable();
    const { unmount } = renderHook(() => useSubscription('k', first.subscribe));
    unmount();
    await act(async () => {});
    expect(first.stop).toHaveBeenCalledTimes(1);
  });
});
