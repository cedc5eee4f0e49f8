import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { InitialDataContext } from '../initial-data';
import { useSubscription, type Subscribe } from '../subscription';

function controllable<T = string>() {
  let push: ((value: T) => void) | undefined;
  let fail: ((error: Error) => void) | undefined;
  const stop = vi.fn();
  const subscribe: Subscribe<T> = async (onData, onError) => {
    push = onData;
    fail = onError;
    return stop;
  };
  return {
    subscribe,
    stop,
    push: (value: T) => push?.(value),
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

describe('useSubscription with a server-rendered value', () => {
  const withInitial = (data: Record<string, unknown>) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <InitialDataContext.Provider value={data}>{children}</InitialDataContext.Provider>;
    };

  it('starts ready with the server value and a live subscription still takes over', async () => {
    const source = controllable();
    const { result } = renderHook(() => useSubscription('live-key', source.subscribe), {
      wrapper: withInitial({ 'live-key': 'from server' }),
    });
    expect(result.current).toEqual({ status: 'ready', data: 'from server' });
    await act(async () => {});
    act(() => source.push('live'));
    expect(result.current).toEqual({ status: 'ready', data: 'live' });
  });

  it('does not repeat a one-shot read the server answered, but reads again on a later visit', async () => {
    const first = controllable();
    const subscribe = vi.fn(first.subscribe);
    const wrapper = withInitial({ 'search-key': 'server results' });
    const visit = renderHook(() => useSubscription('search-key', subscribe, { once: true }), {
      wrapper,
    });
    await act(async () => {});
    expect(subscribe).not.toHaveBeenCalled();
    expect(visit.result.current).toEqual({ status: 'ready', data: 'server results' });
    visit.unmount();

    const again = renderHook(() => useSubscription('search-key', subscribe, { once: true }), {
      wrapper,
    });
    await act(async () => {});
    expect(subscribe).toHaveBeenCalledTimes(1);
    act(() => first.push('fresh results'));
    expect(again.result.current).toEqual({ status: 'ready', data: 'fresh results' });
  });
});

describe('useSubscription after hydration', () => {
  it('keeps the server value object when the first listener value is equal to it', async () => {
    const source = controllable<{ title: string; answers: number[] }>();
    const server = { title: 'same', answers: [1, 2] };
    const { result } = renderHook(() => useSubscription('page', source.subscribe), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <InitialDataContext.Provider value={{ page: server }}>
          {children}
        </InitialDataContext.Provider>
      ),
    });
    await act(async () => {});
    act(() => source.push({ title: 'same', answers: [1, 2] }));
    // The same object: nothing re-rendered with a copy.
    expect(result.current).toEqual({ status: 'ready', data: server });
    expect(result.current.status === 'ready' && result.current.data).toBe(server);
    act(() => source.push({ title: 'changed', answers: [1, 2] }));
    expect(result.current).toEqual({
      status: 'ready',
      data: { title: 'changed', answers: [1, 2] },
    });
    act(() => source.push({ title: 'same', answers: [1, 2] }));
    expect(result.current).toEqual({ status: 'ready', data: { title: 'same', answers: [1, 2] } });
  });
});
