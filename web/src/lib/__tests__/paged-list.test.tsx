import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore } from '@/testing/fake-firestore';
import { usePagedList, type PagedSource } from '../paged-list';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

interface Item {
  id: string;
  n: number;
}

const source = (more: Partial<PagedSource<Item>> = {}): PagedSource<Item> => ({
  pageSize: 2,
  query: (sdk, db) => sdk.query(sdk.collection(db, 'Things'), sdk.orderBy('n', 'desc')),
  toItem: (id, data) => ({ id, n: data.n as number }),
  ...more,
});

const snapshot = (...ids: string[]) => ({
  docs: ids.map((id, n) => ({ id, data: () => ({ n }) })),
});

describe('usePagedList', () => {
  it('listens to the first page with the page size as limit, then appends the next page', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const { result } = renderHook(() => usePagedList('things', source()));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(fake.sdk.onSnapshot).toHaveBeenCalledTimes(1));
    const [firstQuery, onNext] = fake.sdk.onSnapshot.mock.calls[0] as unknown as [
      { constraints: unknown[] },
      (s: ReturnType<typeof snapshot>) => void,
    ];
    expect(firstQuery.constraints).toEqual([{ orderBy: ['n', 'desc'] }, { limit: 2 }]);
    act(() => onNext(snapshot('a', 'b')));
    expect(result.current.state).toEqual({
      status: 'ready',
      data: [
        { id: 'a', n: 0 },
        { id: 'b', n: 1 },
      ],
    });
    expect(result.current.hasMore).toBe(true);

    // The next page starts after the last item shown; an item seen already shows once.
    fake.sdk.getDocs.mockResolvedValueOnce(snapshot('b', 'c') as never);
    act(() => result.current.loadMore());
    await waitFor(() =>
      expect(result.current.state.status === 'ready' && result.current.state.data).toHaveLength(3),
    );
    expect(fake.sdk.getDocs.mock.calls[0]?.[0]).toMatchObject({
      constraints: [{ orderBy: ['n', 'desc'] }, { startAfter: 'b' }, { limit: 2 }],
    });
    expect(result.current.state).toMatchObject({
      data: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
    });
    expect(result.current.hasMore).toBe(true);

    fake.sdk.getDocs.mockResolvedValueOnce(snapshot('d') as never);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.hasMore).toBe(false));
    expect(result.current.state).toMatchObject({
      data: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }],
    });
  });

  it('shows only the items `keep` accepts, while paging still counts every document', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const keepEven = source({ keep: (item) => item.n % 2 === 0 });
    const { result } = renderHook(() => usePagedList('kept', keepEven));
    await waitFor(() => expect(fake.sdk.onSnapshot).toHaveBeenCalledTimes(1));
    const onNext = fake.sdk.onSnapshot.mock.calls[0]?.[1] as (s: unknown) => void;
    act(() => onNext(snapshot('a', 'b')));
    expect(result.current.state).toEqual({ status: 'ready', data: [{ id: 'a', n: 0 }] });
    // Two documents read: a full page, so more may follow although one item is left out.
    expect(result.current.hasMore).toBe(true);
  });

  it('has no more after a short first page', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const { result } = renderHook(() => usePagedList('short', source()));
    await waitFor(() => expect(fake.sdk.onSnapshot).toHaveBeenCalledTimes(1));
    const onNext = fake.sdk.onSnapshot.mock.calls[0]?.[1] as (s: unknown) => void;
    act(() => onNext(snapshot('a')));
    expect(result.current.hasMore).toBe(false);
  });

  it('reads the first page once for a one-time list, and not at all for an empty one', async () => {
    const fake = fakeFirestore({ Things: [{ id: 'x', n: 1 }] });
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const once = renderHook(() => usePagedList('once', source({ once: true })));
    await waitFor(() => expect(once.result.current.state.status).toBe('ready'));
    expect(fake.sdk.onSnapshot).not.toHaveBeenCalled();
    expect(fake.sdk.getDocs).toHaveBeenCalledTimes(1);

    const empty = renderHook(() => usePagedList('empty', source({ empty: true })));
    await waitFor(() => expect(empty.result.current.state).toEqual({ status: 'ready', data: [] }));
    expect(fake.sdk.getDocs).toHaveBeenCalledTimes(1);
  });
});
