import { vi } from 'vitest';

/** What a fake reference or query looks like: enough to assert which data a call touches. */
export interface FakeRef {
  path: string;
  id: string;
  constraints?: unknown[];
}

export const SERVER_TIME = { serverTimestamp: true };

/**
 * Gives a fake reference `withConverter`, returning the same reference: the app's write
 * converters pass data through unchanged. Not enumerable, so assertions still compare
 * `{ path, id }`.
 */
function convertible<T extends object>(ref: T): T {
  return Object.defineProperty(ref, 'withConverter', { value: () => ref, enumerable: false });
}

/**
 * A stand-in for `loadFirestore()`'s `{ db, sdk }` that records what the data hooks ask for.
 * New document ids are 'new-id'; `getDocs`/`getDoc` answer from `docsByPath`.
 */
export function fakeFirestore(docsByPath: Record<string, Record<string, unknown>[]> = {}) {
  const db = { fake: 'db' };
  const snapshotOf = (data: Record<string, unknown>) => ({
    id: String(data.id),
    data: () => data,
  });
  const sdk = {
    collection: vi.fn((_db: unknown, path: string): FakeRef => convertible({ path, id: path })),
    doc: vi.fn((parent: unknown, ...segments: string[]): FakeRef => {
      if (segments.length > 0) {
        return convertible({ path: segments.join('/'), id: segments.at(-1) ?? '' });
      }
      return convertible({ path: `${(parent as FakeRef).path}/new-id`, id: 'new-id' });
    }),
    serverTimestamp: vi.fn(() => SERVER_TIME),
    setDoc: vi.fn(async (_ref: FakeRef, _data: unknown, _options?: unknown) => {}),
    updateDoc: vi.fn(async (_ref: FakeRef, _data: unknown) => {}),
    deleteDoc: vi.fn(async (_ref: FakeRef) => {}),
    addDoc: vi.fn(async (collection: FakeRef, _data: unknown) => ({ id: 'auto-id', collection })),
    query: vi.fn((collection: FakeRef, ...constraints: unknown[]): FakeRef => ({
      ...collection,
      constraints: [...(collection.constraints ?? []), ...constraints],
    })),
    startAfter: vi.fn((cursor: { id: string }) => ({ startAfter: cursor.id })),
    where: vi.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
    orderBy: vi.fn((field: string, direction: string) => ({ orderBy: [field, direction] })),
    limit: vi.fn((count: number) => ({ limit: count })),
    getDocs: vi.fn(async (query: FakeRef) => ({
      docs: (docsByPath[query.path] ?? []).map(snapshotOf),
    })),
    getDoc: vi.fn(async (ref: FakeRef) => {
      const [collection = ''] = ref.path.split('/');
      const found = (docsByPath[collection] ?? []).find((d) => d.id === ref.id);
      return { id: ref.id, data: () => found, exists: () => found !== undefined };
    }),
    // Nothing is cached unless a test says so: readers fall back to getDoc.
    getDocFromCache: vi.fn(
      async (
        _ref: FakeRef,
      ): Promise<{
        id: string;
        data: () => Record<string, unknown> | undefined;
        exists: () => boolean;
      }> => {
        throw Object.assign(new Error('not cached'), { code: 'unavailable' });
      },
    ),
    onSnapshot: vi.fn((_target: FakeRef, _onNext: unknown, _onError?: unknown) => vi.fn()),
    // A batch records each write as a setDoc (options only when given) or updateDoc call.
    writeBatch: vi.fn(() => ({
      set: (ref: FakeRef, data: unknown, options?: unknown) =>
        options === undefined ? sdk.setDoc(ref, data) : sdk.setDoc(ref, data, options),
      update: (ref: FakeRef, data: unknown) => sdk.updateDoc(ref, data),
      commit: async () => {},
    })),
  };
  return { db, sdk, services: { db, sdk } as never };
}
