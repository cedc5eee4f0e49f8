import type { ReactNode } from 'react';
import { EmptyState, Spinner } from '@/components/ui';
import type { SubscriptionState } from '@/lib/subscription';
import { LoadError } from './load-error';

export interface LoadedValueProps<T> {
  state: SubscriptionState<T | null>;
  /** Names the value in the loading and failure texts, e.g. 'The question'. */
  what: string;
  /** Shown when the document does not exist. */
  missingMessage: string;
  children: (value: T) => ReactNode;
}

/** One document's states: loading, failed, missing, or rendered by `children`. */
export function LoadedValue<T>({ state, what, missingMessage, children }: LoadedValueProps<T>) {
  if (state.status === 'loading') return <Spinner label={`Loading ${what.toLowerCase()}`} />;
  if (state.status === 'error') return <LoadError what={what} />;
  if (state.data === null) return <EmptyState message={missingMessage} />;
  return children(state.data);
}
