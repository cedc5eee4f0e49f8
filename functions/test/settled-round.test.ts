import { describe, expect, it } from 'vitest';
import { settledRound } from '../src/closing/settled-round';

// A vote arriving when its question already is in the state it asks for: its round is over.
describe('settledRound', () => {
  const closed = {
    Closed: true,
    CloseReason: 'duplicate',
    DuplicateOf: 'original',
    ClosedBy: ['a', 'b', 'c'],
  };
  const reopened = { Closed: false, ReopenedBy: ['mod'] };

  it('lets a vote count while the question is not in the state it asks for', () => {
    expect(settledRound({ uid: 'a', action: 'close' }, {})).toBeNull();
    expect(settledRound({ uid: 'a', action: 'close' }, reopened)).toBeNull();
    expect(settledRound({ uid: 'a', action: 'reopen' }, closed)).toBeNull();
  });

  it('answers a decider again with the round it decided (a redelivery)', () => {
    expect(settledRound({ uid: 'b', action: 'close' }, closed)).toEqual({
      action: 'close',
      deciders: ['a', 'b', 'c'],
      reason: 'duplicate',
      duplicateOf: 'original',
    });
    expect(settledRound({ uid: 'mod', action: 'reopen' }, reopened)).toEqual({
      action: 'reopen',
      deciders: ['mod'],
      reason: '',
      duplicateOf: '',
    });
  });

  it('drops the vote of anyone else as late', () => {
    expect(settledRound({ uid: 'd', action: 'close' }, closed)).toBe('late');
    expect(settledRound({ uid: 'a', action: 'reopen' }, reopened)).toBe('late');
    // Open and never reopened: a reopen vote finds no deciders.
    expect(settledRound({ uid: 'a', action: 'reopen' }, {})).toBe('late');
  });
});
