import { useEffect, useRef, useState } from 'react';
import { useInitialValue } from './initial-data';

export type SubscriptionState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: Error };

/**
 * Starts a (possibly lazily loaded) subscription and returns a function that stops it.
 * One-shot reads fit too: call `onData` once and return a no-op.
 */
export type Subscribe<T> = (
  onData: (data: T) => void,
  onError: (error: Error) => void,
) => Promise<() => void>;

const LOADING = { status: 'loading' } as const;

export interface SubscriptionOptions {
  /**
   * A one-shot read (a search), not a live listener: when the server-rendered page carries its
   * value, the first component that shows it does not read it again. A later visit reads anew.
   */
  once?: boolean;
}

/** Keys whose server-rendered value a one-shot subscription has already shown. */
const usedInitialValues = new Set<string>();

/**
 * Keeps the latest value of a subscription identified by `key`. A new key restarts it (showing
 * the loading state again); values from a stopped subscription are ignored.
 */
export function useSubscription<T>(
  key: string,
  subscribe: Subscribe<T>,
  options: SubscriptionOptions = {},
): SubscriptionState<T> {
  // A server-rendered first page starts 'ready' with the server's data (the same view model the
  // subscription delivers), so hydration matches; the live listener then takes over.
  const initial = useInitialValue(key);
  const [state, setState] = useState<{ key: string; value: SubscriptionState<T> }>(() => ({
    key,
    value: initial.found ? { status: 'ready', data: initial.value as T } : LOADING,
  }));
  const subscribeRef = useRef(subscribe);
  useEffect(() => {
    subscribeRef.current = subscribe;
  });
  const skipFirstRead = options.once === true && initial.found;
  // Whether this key still shows the server's value: a first listener value equal to it (the
  // usual case right after hydration) then changes nothing and re-renders nothing.
  const showsInitial = useRef(false);
  showsInitial.current =
    initial.found &&
    state.key === key &&
    state.value.status === 'ready' &&
    state.value.data === initial.value;
  const initialValue = useRef<unknown>(null);
  initialValue.current = initial.value;

  useEffect(() => {
    if (skipFirstRead && !usedInitialValues.has(key)) {
      usedInitialValues.add(key);
      return;
    }
    let active = true;
    let stop: (() => void) | undefined;
    let unchanged = showsInitial.current ? JSON.stringify(initialValue.current) : null;
    const fail = (error: unknown) => {
      if (active) setState({ key, value: { status: 'error', error: toError(error) } });
    };
    subscribeRef
      .current((data) => {
        if (!active) return;
        const same = unchanged !== null && JSON.stringify(data) === unchanged;
        unchanged = null;
        if (!same) setState({ key, value: { status: 'ready', data } });
      }, fail)
      .then((unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      }, fail);
    return () => {
      active = false;
      stop?.();
    };
  }, [key, skipFirstRead]);

  return state.key === key ? state.value : LOADING;
}

function toError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
