import { describe, expect, it } from 'vitest';
import {
  CLOSE_REASON_LABELS,
  closedNotice,
  decidedClosure,
  toClosureView,
  toQuestionView,
} from '../src/index.js';

describe('closing', () => {
  it('names the reasons as the issue does', () => {
    expect(Object.values(CLOSE_REASON_LABELS)).toEqual([
      'Duplicate of…',
      'Needs details or clarity',
      'Off-topic',
      'Opinion-based',
    ]);
    expect(closedNotice('offTopic')).toBe('Closed: Off-topic');
    expect(closedNotice('duplicate')).toBe('Closed: Duplicate');
  });

  it('reads the derived close fields; a target only for a duplicate', () => {
    const at = { toMillis: () => 42 };
    expect(toClosureView({ Closed: false, CloseReason: 'offTopic' })).toBeNull();
    expect(
      toClosureView({
        Closed: true,
        CloseReason: 'duplicate',
        DuplicateOf: 'q1',
        ClosedAt: at,
        CloseRound: 3,
      }),
    ).toEqual({
      reason: 'duplicate',
      duplicateOf: 'q1',
      closedAtMillis: 42,
      round: 3,
      closedBy: [],
    });
    expect(toClosureView({ Closed: true, CloseReason: 'offTopic', DuplicateOf: 'q1' })).toEqual({
      reason: 'offTopic',
      duplicateOf: '',
      closedAtMillis: null,
      round: 0,
      closedBy: [],
    });
    expect(toClosureView({ Closed: true, CloseReason: 'made-up' })?.reason).toBeNull();
    expect(toQuestionView('q', { Question: 'open' })).not.toHaveProperty('closure');
  });

  it('decides the most frequent reason and target, the earliest on a tie', () => {
    expect(
      decidedClosure([
        { reason: 'offTopic', duplicateOf: '' },
        { reason: 'duplicate', duplicateOf: 'q1' },
        { reason: 'duplicate', duplicateOf: 'q2' },
      ]),
    ).toEqual({ reason: 'duplicate', duplicateOf: 'q1' });
    expect(
      decidedClosure([
        { reason: 'opinionBased', duplicateOf: '' },
        { reason: 'offTopic', duplicateOf: '' },
        { reason: 'offTopic', duplicateOf: '' },
      ]),
    ).toEqual({ reason: 'offTopic', duplicateOf: '' });
  });
});
