import { describe, expect, it } from 'vitest';
import { isBindingVote } from '../src/closing/close-decision';

// Who decides a close round alone: the asker closes their own question, but reopens
// only a close they made alone.
describe('isBindingVote', () => {
  const question = (closedBy?: string[]) => ({ uid: 'asker', ClosedBy: closedBy });

  it("staff decide alone; the asker's close decides; another member's does not", () => {
    expect(isBindingVote({ uid: 'mod', action: 'reopen' }, true, question(['x']))).toBe(true);
    expect(isBindingVote({ uid: 'asker', action: 'close' }, false, question())).toBe(true);
    expect(isBindingVote({ uid: 'member', action: 'close' }, false, question())).toBe(false);
  });

  it("the asker's reopen undoes only their own close", () => {
    const reopen = { uid: 'asker', action: 'reopen' } as const;
    expect(isBindingVote(reopen, false, question(['asker']))).toBe(true);
    expect(isBindingVote(reopen, false, question(['mod']))).toBe(false);
    expect(isBindingVote(reopen, false, question(['asker', 'b', 'c']))).toBe(false);
    expect(isBindingVote(reopen, false, question())).toBe(false);
  });
});
