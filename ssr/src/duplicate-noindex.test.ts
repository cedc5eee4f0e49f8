import { describe, expect, it } from 'vitest';
import { toQuestionView } from '@queryhub/model';
import { isDuplicateOfOpenQuestion } from './duplicate-noindex';

const question = (data: Record<string, unknown>) =>
  toQuestionView('q2', { Question: 'x', ...data });
const duplicate = question({ Closed: true, CloseReason: 'duplicate', DuplicateOf: 'q1' });

describe('isDuplicateOfOpenQuestion', () => {
  it('is true only for a duplicate whose target exists and is open', () => {
    expect(isDuplicateOfOpenQuestion(duplicate, { exists: true, closed: false })).toBe(true);
    expect(isDuplicateOfOpenQuestion(duplicate, { exists: true, closed: true })).toBe(false);
    expect(isDuplicateOfOpenQuestion(duplicate, { exists: false, closed: false })).toBe(false);
  });

  it('is false for open questions and other close reasons', () => {
    const open = { exists: true, closed: false };
    expect(isDuplicateOfOpenQuestion(question({}), open)).toBe(false);
    expect(
      isDuplicateOfOpenQuestion(question({ Closed: true, CloseReason: 'offTopic' }), open),
    ).toBe(false);
    expect(isDuplicateOfOpenQuestion(question({ Closed: true }), open)).toBe(false);
  });
});
