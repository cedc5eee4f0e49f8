import type { ReactNode } from 'react';
import { Button } from '@/components/ui';
import type { PagedList } from '@/lib/paged-list';
import { LiveList } from './live-list';

export interface PagedListViewProps<T> {
  list: PagedList<T>;
  /** The spec's empty text, e.g. 'No Questions In This Category'. */
  emptyMessage: string;
  /** Names the list, e.g. 'Questions'. */
  label: string;
  renderItem: (item: T) => ReactNode;
  placeholder?: ReactNode;
  listClassName?: string;
}

/** A LiveList followed by "Load more" while further pages may exist. */
export function PagedListView<T>({ list, ...listProps }: PagedListViewProps<T>) {
  const showMore = list.state.status === 'ready' && list.hasMore;
  return (
    <>
      <LiveList state={list.state} {...listProps} />
      {list.moreFailed && (
        <p className="list-error" role="alert">
          More {listProps.label.toLowerCase()} could not be loaded. Try again.
        </p>
      )}
      {showMore && (
        <div className="list-more">
          <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
