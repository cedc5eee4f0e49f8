import { VOTE_STAMP, type PostRef } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { commitWithStamp } from '@/lib/rate-limits';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import { castVote } from '../api/cast-vote';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));
vi.mock('@/lib/rate-limits', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/rate-limits')>()),
  commitWithStamp: vi.fn(),
}));

const answer: PostRef = { kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' };

/** The writes castVote puts in its stamped batch. */
function batchWrites() {
  const batch = { set: vi.fn(), update: vi.fn(), delete: vi.fn() };
  vi.mocked(commitWithStamp).mockImplementation(async (_uid, _stamp, _id, write) => {
    write(batch as never);
  });
  return batch;
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(loadFirestore).mockResolvedValue(fakeFirestore().services);
});

describe('castVote', () => {
  it('creates the vote with exactly the Votes fields, naming the post, in the Votes window', async () => {
    const batch = batchWrites();
    await castVote(answer, 'bob', 0, -1);
    expect(commitWithStamp).toHaveBeenCalledWith('bob', VOTE_STAMP, 'a1', expect.any(Function));
    expect(batch.set).toHaveBeenCalledWith(
      { path: 'Votes/a1_bob', id: 'a1_bob' },
      {
        postId: 'a1',
        postKind: 'answer',
        questionId: 'q1',
        uid: 'bob',
        value: -1,
        date: SERVER_TIME,
      },
    );
  });

  it('changes or takes back a stored vote, and writes nothing when nothing changes', async () => {
    const batch = batchWrites();
    await castVote(answer, 'bob', 1, -1);
    expect(batch.update).toHaveBeenCalledWith(
      { path: 'Votes/a1_bob', id: 'a1_bob' },
      { value: -1, date: SERVER_TIME },
    );
    await castVote(answer, 'bob', -1, 0);
    expect(batch.delete).toHaveBeenCalledWith({ path: 'Votes/a1_bob', id: 'a1_bob' });
    await castVote(answer, 'bob', 1, 1);
    expect(commitWithStamp).toHaveBeenCalledTimes(2);
  });
});
