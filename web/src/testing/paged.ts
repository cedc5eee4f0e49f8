import { vi } from 'vitest';
import type { PagedList } from '@/lib/paged-list';
import type { SubscriptionState } from '@/lib/subscription';

/** A PagedList in the given state, for mocking the paged hooks in page tests. */
export function paged<T>(
  state: SubscriptionState<T[]>,
  more: Partial<Omit<PagedList<T>, 'state'>> = {},
): PagedList<T> {
  return {
    state,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    loadMore: vi.fn(),
    ...more,
  };
}
