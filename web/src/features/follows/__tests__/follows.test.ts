import type { FollowTarget } from '@queryhub/model';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadFirestore } from '@/lib/firebase';
import { fakeFirestore, SERVER_TIME } from '@/testing/fake-firestore';
import { follow, subscribeToFollow, unfollow } from '../api/follows';

vi.mock('@/lib/firebase', () => ({ loadFirestore: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
});

// Each kind of follow: its document and its fields, exactly as firestore.rules lets a member
// write them.
const FOLLOWS: [FollowTarget, string, Record<string, unknown>][] = [
  [
    { kind: 'question', questionId: 'q1' },
    'Users/u1/Follows/q1',
    { QuestionID: 'q1', date: SERVER_TIME },
  ],
  [{ kind: 'tag', tag: 'c++' }, 'Users/u1/FollowedTags/c++', { Tag: 'c++', date: SERVER_TIME }],
  [
    { kind: 'category', categoryId: 'c1' },
    'Users/u1/FollowedCategories/c1',
    { CatID: 'c1', date: SERVER_TIME },
  ],
];

describe.each(FOLLOWS)('the follow of %o', (target, path, fields) => {
  it('is written with exactly the id field and date, and deleted', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const id = path.split('/').at(-1);
    await follow('u1', target);
    expect(fake.sdk.setDoc).toHaveBeenCalledWith({ path, id }, fields);
    expect(Object.keys(fake.sdk.setDoc.mock.calls[0]?.[1] as object)).toEqual(Object.keys(fields));
    await unfollow('u1', target);
    expect(fake.sdk.deleteDoc).toHaveBeenCalledWith({ path, id });
  });

  it('is watched live: following while the document exists', async () => {
    const fake = fakeFirestore();
    vi.mocked(loadFirestore).mockResolvedValue(fake.services);
    const onData = vi.fn();
    await subscribeToFollow('u1', target)(onData, vi.fn());
    const [watched, next] = fake.sdk.onSnapshot.mock.calls[0] as unknown as [
      { path: string },
      (snapshot: { exists: () => boolean }) => void,
    ];
    expect(watched.path).toBe(path);
    next({ exists: () => true });
    next({ exists: () => false });
    expect(onData.mock.calls).toEqual([[true], [false]]);
  });
});
