import type { ReactNode } from 'react';
import { LiveList, type LiveListProps } from '@/components/content/live-list';

type Listed = { id: string } | string;

/** One of /Admin's live lists: each item a row (`admin-item`), keyed by its id (or itself). */
export function AdminList<T extends Listed>({
  renderItem,
  ...list
}: Pick<LiveListProps<T>, 'state' | 'label' | 'emptyMessage'> & {
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <LiveList
      {...list}
      listClassName="admin-list"
      renderItem={(item) => (
        <li key={typeof item === 'string' ? item : item.id} className="admin-item">
          {renderItem(item)}
        </li>
      )}
    />
  );
}
