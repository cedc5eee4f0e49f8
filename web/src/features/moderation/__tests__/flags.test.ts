import { FLAG_STAMP } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import { flagPost } from '../api/flags';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));
vi.mock('@/lib/rate-limits', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/rate-limits')>()),
  commitWithStamp: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(loadFirestore).mockResolvedValue(fakeFirestore().services);
});

describe('flagPost', () => {
  it.each([
    [{ kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' } as const, 'answer', 'a1'],
    [{ kind: 'comment', id: 'c9' } as const, 'comment', 'c9'],
  ])(
    'writes the Flags document of %o, one per flagger, in the Flags window',
    async (post, kind, id) => {
      const batch = { set: vi.fn() };
      vi.mocked(commitWithStamp).mockImplementation(async (_uid, _stamp, _id, write) => {
        write(batch as never);
      });
      await flagPost({ uid: 'bob', post, reason: 'other', text: '  Copied from a blog. ' });
      expect(commitWithStamp).toHaveBeenCalledWith('bob', FLAG_STAMP, id, expect.any(Function));
      expect(batch.set).toHaveBeenCalledWith(
        { path: `Flags/${id}_bob`, id: `${id}_bob` },
        {
          uid: 'bob',
          PostType: kind,
          PostID: id,
          Reason: 'other',
          Text: 'Copied from a blog.',
          date: SERVER_TIME,
        },
      );
    },
  );
});
