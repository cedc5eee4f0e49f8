import { useCallback, useEffect, useRef, useState } from 'react';
import type { DocumentData, Firestore, Query, QueryDocumentSnapshot } from 'firebase/firestore';
import { loadFirestore, type FirestoreSdk } from './firebase';
import { useInitialValue } from './initial-data';
import type { SubscriptionState } from './subscription';

/** One paged list: its query (ordered, without limit or cursor), page size and item parser. */
export interface PagedSource<T> {
  pageSize: number;
  /** Read the first page once instead of listening to it (search results are a snapshot). */
  once?: boolean;
  /** Nothing to query (e.g. a search without words): the list is empty at once. */
  empty?: boolean;
  query(sdk: FirestoreSdk, db: Firestore): Query<DocumentData>;
  toItem(id: string, data: DocumentData): T;
  /** Which items the list shows (e.g. not those moderation hid); the paging still counts all. */
  keep?(item: T): boolean;
}

export interface PagedList<T> {
  state: SubscriptionState<T[]>;
  /** More items may follow the ones shown. */
  hasMore: boolean;
  loadingMore: boolean;
  /** Reading the next page failed. */
  moreFailed: boolean;
  loadMore(): void;
}

interface Page<T> {
  items: T[];
  last: QueryDocumentSnapshot | null;
  full: boolean;
}

const EMPTY: Page<never> = { items: [], last: null, full: false };

function toPage<T>(docs: QueryDocumentSnapshot[], source: PagedSource<T>): Page<T> {
  return {
    items: docs
      .map((d) => source.toItem(d.id, d.data()))
      .filter((item) => source.keep?.(item) ?? true),
    last: docs.at(-1) ?? null,
    full: docs.length >= source.pageSize,
  };
}

/**
 * A list read a page at a time: the first page is live (new items appear at the top), "Load
 * more" appends the next page after the last item shown (a one-time read per page). Items are
 * deduplicated by id, so an item that moves from the first page into a loaded one shows once.
 */
export function usePagedList<T extends { id: string }>(
  key: string,
  source: PagedSource<T>,
): PagedList<T> {
  // A server-rendered first page starts 'ready' with the server's items (the same view models
  // and page size), so hydration matches; the live query then takes over and brings the cursor
  // "Load more" needs.
  const initial = useInitialValue(key);
  const [first, setFirst] = useState<{ key: string; value: SubscriptionState<Page<T>> }>(() => ({
    key,
    value: Array.isArray(initial.value)
      ? {
          status: 'ready',
          data: {
            items: initial.value as T[],
            last: null,
            full: initial.value.length >= source.pageSize,
          },
        }
      : { status: 'loading' },
  }));
  const [more, setMore] = useState<{ key: string; pages: Page<T>[] }>({ key, pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const sourceRef = useRef(source);
  useEffect(() => {
    sourceRef.current = source;
  });

  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    setMore({ key, pages: [] });
    setMoreFailed(false);
    const fail = (error: unknown) => {
      if (active) {
        const failure = error instanceof Error ? error : new Error(String(error));
        setFirst({ key, value: { status: 'error', error: failure } });
      }
    };
    loadFirestore().then(({ db, sdk }) => {
      if (!active) return;
      const current = sourceRef.current;
      const firstPageQuery = sdk.query(current.query(sdk, db), sdk.limit(current.pageSize));
      const show = (docs: QueryDocumentSnapshot[]) => {
        if (active) setFirst({ key, value: { status: 'ready', data: toPage(docs, current) } });
      };
      if (current.empty) {
        show([]);
        return;
      }
      if (current.once) {
        sdk.getDocs(firstPageQuery).then((snapshot) => show(snapshot.docs), fail);
        return;
      }
      stop = sdk.onSnapshot(firstPageQuery, (snapshot) => show(snapshot.docs), fail);
    }, fail);
    return () => {
      active = false;
      stop?.();
    };
  }, [key]);

  const firstPage = first.key === key ? first.value : ({ status: 'loading' } as const);
  const pages = more.key === key ? more.pages : [];
  const lastPage = pages.at(-1) ?? (firstPage.status === 'ready' ? firstPage.data : EMPTY);

  const loadMore = useCallback(() => {
    const cursor = lastPage.last;
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    setMoreFailed(false);
    const current = sourceRef.current;
    loadFirestore()
      .then(({ db, sdk }) =>
        sdk.getDocs(
          sdk.query(current.query(sdk, db), sdk.startAfter(cursor), sdk.limit(current.pageSize)),
        ),
      )
      .then(
        (snapshot) => {
          const page = toPage(snapshot.docs, current);
          setMore((previous) =>
            previous.key === key ? { key, pages: [...previous.pages, page] } : previous,
          );
        },
        () => setMoreFailed(true),
      )
      .finally(() => setLoadingMore(false));
  }, [key, lastPage, loadingMore]);

  let state: SubscriptionState<T[]>;
  if (firstPage.status !== 'ready') {
    state = firstPage;
  } else {
    const seen = new Set<string>();
    const data: T[] = [];
    for (const item of [firstPage.data, ...pages].flatMap((page) => page.items)) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      data.push(item);
    }
    state = { status: 'ready', data };
  }
  return {
    state,
    hasMore: firstPage.status === 'ready' && lastPage.full,
    loadingMore,
    moreFailed,
    loadMore,
  };
}
