import type { ReactNode } from 'react';
import { EmptyState, Spinner } from '@/components/ui';
import type { SubscriptionState } from '@/lib/subscription';
import { LoadError } from './load-error';
import './content.css';

export interface LiveListProps<T> {
  state: SubscriptionState<T[]>;
  /** The spec's empty text, e.g. 'No Questions In This Category'. */
  emptyMessage: string;
  /** Names the list for assistive technology, e.g. 'Questions'. */
  label: string;
  renderItem: (item: T) => ReactNode;
  /** Shown while loading; a spinner by default. */
  placeholder?: ReactNode;
  /** 'card-list' (one column) by default; 'grid' for small cards. */
  listClassName?: string;
}

/** The three states every data list has: loading, empty and filled (plus a failure). */
export function LiveList<T>({
  state,
  emptyMessage,
  label,
  renderItem,
  placeholder,
  listClassName = 'card-list',
}: LiveListProps<T>) {
  if (state.status === 'loading') return placeholder ?? <Spinner label={`Loading ${label}`} />;
  if (state.status === 'error') {
    return <LoadError what={label} />;
  }
  if (state.data.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ul className={listClassName} aria-label={label}>
      {state.data.map(renderItem)}
    </ul>
  );
}
