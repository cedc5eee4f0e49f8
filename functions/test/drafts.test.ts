import { describe, expect, it } from 'vitest';
import { draftsBeyondLimit } from '../src/drafts/prune-drafts';

describe('draftsBeyondLimit', () => {
  it('keeps the newest and names the rest', () => {
    expect(draftsBeyondLimit(['d', 'c', 'b', 'a'], 2)).toEqual(['b', 'a']);
  });

  it('names nothing at or under the limit', () => {
    expect(draftsBeyondLimit(['b', 'a'], 2)).toEqual([]);
    expect(draftsBeyondLimit([], 2)).toEqual([]);
  });
});
