import { describe, expect, it } from 'vitest';
import {
  categoryFromLegacyItem,
  isCurrentTopicItem,
  legacyFieldsPresent,
  legacyFileCandidates,
  parseLegacyTime,
  uidsByDisplayName,
} from '../src/migration/legacy-mapping';

describe('legacy users', () => {
  it('finds the Password and Device_IP fields to remove', () => {
    expect(
      legacyFieldsPresent({ Password: 'x', Device_IP: '1.2.3.4', EMail: 'a@b.c' }, [
        'Password',
        'Device_IP',
      ]),
    ).toEqual(['Password', 'Device_IP']);
    expect(legacyFieldsPresent({ EMail: 'a@b.c' }, ['Password'])).toEqual([]);
  });

  it('maps display names to uids, leaving out names used twice', () => {
    const map = uidsByDisplayName([
      { uid: 'u1', displayName: 'alice' },
      { uid: 'u2', displayName: 'bob' },
      { uid: 'u3', displayName: 'bob' },
      { uid: 'u4', displayName: '' },
    ]);
    expect([...map]).toEqual([['alice', 'u1']]);
  });
});

describe('legacy categories', () => {
  const names = new Map([['alice', 'u1']]);

  it('become Categories documents with the author resolved and the time parsed', () => {
    const category = categoryFromLegacyItem(
      {
        id: 'c1',
        Subject: 'Maths',
        UserName: 'alice',
        IP: '1.2.3.4',
        Time: '2021-03-04T05:06:07Z',
      },
      names,
      0,
    );
    expect(category).toEqual({
      id: 'c1',
      Subject: 'Maths',
      UserName: 'alice',
      uid: 'u1',
      dateMillis: Date.parse('2021-03-04T05:06:07Z'),
    });
  });

  it('fall back to the given time and an empty uid when unknown', () => {
    const category = categoryFromLegacyItem({ id: 'c2', Subject: 'Art', Time: '??' }, names, 42);
    expect(category).toMatchObject({ uid: '', UserName: '', dateMillis: 42 });
  });

  it('skip unusable items', () => {
    expect(categoryFromLegacyItem({ Subject: 'no id' }, names, 0)).toBeNull();
    expect(categoryFromLegacyItem({ id: 'a/b', Subject: 'x' }, names, 0)).toBeNull();
    expect(categoryFromLegacyItem('text', names, 0)).toBeNull();
  });

  it('parse the original app’s A.M/P.M times', () => {
    expect(parseLegacyTime('3/4/2021, 5:06:07 P.M')).toBe(Date.parse('3/4/2021, 5:06:07 PM'));
    expect(parseLegacyTime(null)).toBeNull();
  });

  it('recognise the current Topic/Name item shape', () => {
    expect(isCurrentTopicItem({ id: 'c', Subject: 's', UserName: 'u', date: 1 })).toBe(true);
    expect(isCurrentTopicItem({ id: 'c', Subject: 's', UserName: 'u', Time: 't', IP: 'x' })).toBe(
      false,
    );
  });
});

describe('legacy file names', () => {
  it('read a profile picture keyed by username', () => {
    expect(legacyFileCandidates("User's_Profile_Picture/alice")).toEqual([
      { kind: 'profile', username: 'alice' },
    ]);
  });

  it('split screenshot names at every underscore, since usernames may hold one', () => {
    expect(legacyFileCandidates("Question's_Screenshot/big_bob_q1")).toEqual([
      { kind: 'question', username: 'big', id: 'bob_q1' },
      { kind: 'question', username: 'big_bob', id: 'q1' },
    ]);
    expect(legacyFileCandidates("Answer's_Screenshot/alice_a9")).toEqual([
      { kind: 'answer', username: 'alice', id: 'a9' },
    ]);
  });

  it('ignore uid-keyed files, variants and other folders', () => {
    expect(legacyFileCandidates("User's_Profile_Picture/u1/p1")).toEqual([]);
    expect(legacyFileCandidates("Question's_Screenshot/alice_q1@400.webp")).toEqual([]);
    expect(legacyFileCandidates('other/alice_q1')).toEqual([]);
  });
});
