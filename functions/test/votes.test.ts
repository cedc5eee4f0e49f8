import { readUserDoc, reputationDayId } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import {
  dayReputation,
  totalReputation,
  utcDay,
  votePoints,
} from '../src/reputation/reputation-rules';
import { counterDelta, readVote, type VoteData } from '../src/votes/vote-fields';
import { samePublicFields, publicProfileFields } from '../src/profiles/public-profile';
import { ledgerReversal } from '../src/votes/remove-post-votes';
import { countedState, ledgerChanges, sameCountedState } from '../src/votes/apply-vote-state';
import { appliedDay } from '../src/reputation/ledger';

const vote = (value: 1 | -1): VoteData => ({
  postId: 'p',
  postKind: 'answer',
  uid: 'u',
  value,
  dateMillis: 0,
});

describe('counterDelta', () => {
  it('counts a new upvote and a new downvote', () => {
    expect(counterDelta(null, vote(1))).toEqual({ Score: 1, UpCount: 1, DownCount: 0 });
    expect(counterDelta(null, vote(-1))).toEqual({ Score: -1, UpCount: 0, DownCount: 1 });
  });

  it('moves a changed vote from one counter to the other', () => {
    expect(counterDelta(vote(1), vote(-1))).toEqual({ Score: -2, UpCount: -1, DownCount: 1 });
  });

  it('takes a removed vote back', () => {
    expect(counterDelta(vote(-1), null)).toEqual({ Score: 1, UpCount: 0, DownCount: -1 });
  });

  it('adds up, over a vote’s history, to its final state in any order', () => {
    const history = [null, vote(1), vote(-1), null, vote(1)];
    const deltas = history.slice(1).map((after, i) => counterDelta(history[i] ?? null, after));
    const sum = deltas.reverse().reduce(
      (total, d) => ({
        Score: total.Score + d.Score,
        UpCount: total.UpCount + d.UpCount,
        DownCount: total.DownCount + d.DownCount,
      }),
      { Score: 0, UpCount: 0, DownCount: 0 },
    );
    expect(sum).toEqual({ Score: 1, UpCount: 1, DownCount: 0 });
  });
});

describe('readVote', () => {
  it('reads a well-formed vote and refuses anything else', () => {
    const date = { toMillis: () => 86_400_000 };
    expect(readVote({ postId: 'p', postKind: 'question', uid: 'u', value: -1, date })).toEqual({
      postId: 'p',
      postKind: 'question',
      uid: 'u',
      value: -1,
      dateMillis: 86_400_000,
    });
    expect(readVote(undefined)).toBeNull();
    expect(readVote({ postId: 'p', postKind: 'comment', uid: 'u', value: 1 })).toBeNull();
    expect(readVote({ postId: 'p', postKind: 'answer', uid: 'u', value: 2 })).toBeNull();
    expect(readVote({ postId: '', postKind: 'answer', uid: 'u', value: 1 })).toBeNull();
  });
});

describe('reputation rules', () => {
  it('uses +10 per answer upvote, +5 per question upvote and −2 per downvote', () => {
    expect(votePoints('answer', 1)).toEqual({ up: 10, down: 0 });
    expect(votePoints('question', 1)).toEqual({ up: 5, down: 0 });
    expect(votePoints('answer', -1)).toEqual({ up: 0, down: 2 });
    expect(votePoints('question', -1)).toEqual({ up: 0, down: 2 });
  });

  it('caps upvote gains at 200 a day but not the penalties', () => {
    expect(dayReputation(150, 4)).toBe(146);
    expect(dayReputation(350, 30)).toBe(170);
    expect(dayReputation(0, 10)).toBe(-10);
  });

  it('adds accepted answers (+15 each) outside the cap', () => {
    expect(
      totalReputation(
        [
          { up: 500, down: 0 },
          { up: 10, down: 2 },
        ],
        2,
      ),
    ).toBe(200 + 8 + 30);
  });

  it('names the ledger of a UTC day', () => {
    expect(utcDay(Date.UTC(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(reputationDayId('ann', '2026-11-22')).toBe('ann_2026-11-22');
  });
});

describe('public profile fields', () => {
  const createdAt = { toMillis: () => 1, toDate: () => new Date(1) };
  const user = {
    uid: 'ann',
    displayName: 'Ann',
    EMail: 'ann@example.com',
    photoURL: "User's_Profile_Picture/ann/p1",
    Status: 'Active Now',
    LoginTime: 5,
    NoOfQuestionAsked: 3,
    NoOfQuestionAnswered: 4,
    CreatedAt: createdAt,
  };

  it('never carries the e-mail, the upload name, status or login times', () => {
    const fields = publicProfileFields(readUserDoc(user));
    expect(fields).toMatchObject({ UserName: 'Ann', NoOfQuestionAsked: 3, CreatedAt: createdAt });
    const secrets = ['EMail', 'photoURL', 'Status', 'LoginTime', 'LogoutTime', 'SetStatusDone'];
    for (const secret of secrets) {
      expect(fields).not.toHaveProperty(secret);
    }
  });

  it('ignores presence-only changes', () => {
    expect(samePublicFields(user, { ...user, Status: 'Offline Since', LoginTime: 9 })).toBe(true);
    expect(samePublicFields(user, { ...user, displayName: 'Annie' })).toBe(false);
  });
});

describe('ledgerReversal', () => {
  const vote = (uid: string, postKind: 'question' | 'answer', value: 1 | -1, day: string) =>
    countedState(
      { postId: 'p1', postKind, uid, value, dateMillis: Date.parse(`${day}T12:00:00Z`) },
      'author',
    )!;

  it('takes back what each vote gave, on the day it counted, except the author’s own', () => {
    const days = ledgerReversal([
      vote('v1', 'answer', 1, '2026-11-20'),
      vote('v2', 'answer', -1, '2026-11-20'),
      vote('v3', 'answer', 1, '2026-11-21'),
      vote('author', 'answer', 1, '2026-11-21'),
    ]);
    expect(Object.fromEntries(days)).toEqual({
      'author/2026-11-20': { author: 'author', day: '2026-11-20', up: -10, down: -2 },
      'author/2026-11-21': { author: 'author', day: '2026-11-21', up: -10, down: 0 },
    });
  });

  it('takes nothing back for an anonymised post', () => {
    const anonymised = countedState(
      { postId: 'p1', postKind: 'question', uid: 'v1', value: 1, dateMillis: 0 },
      '',
    )!;
    expect(anonymised.author).toBe('');
    expect(ledgerReversal([anonymised]).size).toBe(0);
  });
});

describe('a flip burst computed from the final state', () => {
  const at = (value: 1 | -1, day = '2026-11-20') =>
    countedState(
      {
        postId: 'p1',
        postKind: 'answer',
        uid: 'v1',
        value,
        dateMillis: Date.parse(`${day}T01:00:00Z`),
      },
      'author',
    );

  it('writes nothing when the state found is the one already counted', () => {
    expect(sameCountedState(at(1), at(1))).toBe(true);
    expect(sameCountedState(null, null)).toBe(true);
    expect(ledgerChanges(at(1), at(1)).get('author/2026-11-20')).toEqual({
      author: 'author',
      day: '2026-11-20',
      up: 0,
      down: 0,
    });
  });

  it('moves the points of a flip, or of a vote moved to another day', () => {
    expect(sameCountedState(at(1), at(-1))).toBe(false);
    expect(Object.fromEntries(ledgerChanges(at(1), at(-1)))).toEqual({
      'author/2026-11-20': { author: 'author', day: '2026-11-20', up: -10, down: 2 },
    });
    expect(Object.fromEntries(ledgerChanges(at(1), at(1, '2026-11-21')))).toEqual({
      'author/2026-11-20': { author: 'author', day: '2026-11-20', up: -10, down: 0 },
      'author/2026-11-21': { author: 'author', day: '2026-11-21', up: 10, down: 0 },
    });
  });
});

describe('appliedDay (the daily cap where the points move)', () => {
  it('adds what the day adds below the cap, and nothing above it', () => {
    expect(appliedDay({ up: 0, down: 0, applied: 0 }, { up: 10, down: 0 })).toEqual({
      up: 10,
      down: 0,
      applied: 10,
      reputationChange: 10,
    });
    expect(appliedDay({ up: 195, down: 0, applied: 195 }, { up: 10, down: 0 })).toEqual({
      up: 205,
      down: 0,
      applied: 200,
      reputationChange: 5,
    });
    expect(appliedDay({ up: 205, down: 0, applied: 200 }, { up: 10, down: 0 })).toMatchObject({
      applied: 200,
      reputationChange: 0,
    });
  });

  it('takes a vote back below the cap only as far as the cap had let it count', () => {
    expect(appliedDay({ up: 205, down: 0, applied: 200 }, { up: -10, down: 0 })).toMatchObject({
      up: 195,
      applied: 195,
      reputationChange: -5,
    });
    expect(appliedDay({ up: 10, down: 0, applied: 10 }, { up: 0, down: 2 })).toMatchObject({
      applied: 8,
      reputationChange: -2,
    });
  });

  it('catches up with a ledger whose applied value lags (written before the cap moved here)', () => {
    expect(appliedDay({ up: 20, down: 0, applied: 10 }, { up: 5, down: 0 })).toMatchObject({
      applied: 25,
      reputationChange: 15,
    });
  });
});
