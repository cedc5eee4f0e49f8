import { describe, expect, it } from 'vitest';
import { ALL_QUESTIONS, questionQueryShape } from '../question-page-query';
import { QUESTIONS_PAGE_SIZE, splitQuestionPage } from '../question-sort';

describe('questionQueryShape', () => {
  it('filters a category or a tag, then orders as the sort tab says', () => {
    expect(questionQueryShape({ field: 'CatID', value: 'c1' }, 'top')).toEqual({
      filters: [{ field: 'CatID', op: '==', value: 'c1' }],
      order: [
        { field: 'Score', direction: 'desc' },
        { field: 'date', direction: 'desc' },
      ],
    });
    expect(questionQueryShape({ field: 'Tags', value: 'c++' }, 'unanswered')).toEqual({
      filters: [
        { field: 'Tags', op: 'array-contains', value: 'c++' },
        { field: 'AnswerCount', op: '==', value: 0 },
      ],
      order: [{ field: 'date', direction: 'desc' }],
    });
  });

  it('reads every question without a scope filter (the all-questions list)', () => {
    expect(questionQueryShape(ALL_QUESTIONS, 'newest')).toEqual({
      filters: [],
      order: [{ field: 'date', direction: 'desc' }],
    });
    expect(questionQueryShape(ALL_QUESTIONS, 'unanswered').filters).toEqual([
      { field: 'AnswerCount', op: '==', value: 0 },
    ]);
    expect(questionQueryShape(ALL_QUESTIONS, 'active')).toEqual({
      filters: [],
      order: [{ field: 'LastActivity', direction: 'desc' }],
    });
  });
});

describe('splitQuestionPage', () => {
  const read = (count: number, hidden: number[] = []) =>
    Array.from({ length: count }, (_, n) => ({ id: `q${n}`, hidden: hidden.includes(n) }));

  it('shows a page without the hidden questions; the extra one only says there is more', () => {
    const page = splitQuestionPage(read(QUESTIONS_PAGE_SIZE + 1, [3]));
    expect(page.shown).toHaveLength(QUESTIONS_PAGE_SIZE - 1);
    expect(page.shown.map((q) => q.id)).not.toContain('q3');
    expect(page.shown.map((q) => q.id)).not.toContain(`q${QUESTIONS_PAGE_SIZE}`);
    expect(page.nextAfter).toBe(`q${QUESTIONS_PAGE_SIZE - 1}`);
  });

  it('pages on past a hidden last question, and ends on a short page', () => {
    const last = QUESTIONS_PAGE_SIZE - 1;
    expect(splitQuestionPage(read(QUESTIONS_PAGE_SIZE + 1, [last])).nextAfter).toBe(`q${last}`);
    expect(splitQuestionPage(read(QUESTIONS_PAGE_SIZE)).nextAfter).toBeNull();
    expect(splitQuestionPage([])).toEqual({ shown: [], nextAfter: null });
  });
});
