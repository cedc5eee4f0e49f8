import { questionListPlan } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { ALL_QUESTIONS } from '../question-page-query';
import { QUESTION_SORTS, QUESTIONS_PAGE_SIZE, splitQuestionPage } from '../question-sort';

describe('the question lists of the sort tabs', () => {
  it("are the catalogue's question lists, every tab of every scope", () => {
    for (const sort of QUESTION_SORTS) {
      expect(questionListPlan(ALL_QUESTIONS, sort).name).toBe(`questions.all.${sort}`);
      expect(questionListPlan({ kind: 'category', categoryId: 'c1' }, sort).name).toBe(
        `questions.category.${sort}`,
      );
      expect(questionListPlan({ kind: 'tag', tag: 'c++' }, sort).name).toBe(
        `questions.tag.${sort}`,
      );
    }
  });

  it('read every question without a scope filter (the all-questions list)', () => {
    expect(questionListPlan(ALL_QUESTIONS, 'newest')).toMatchObject({
      where: [],
      orderBy: [{ field: 'date', direction: 'desc' }],
    });
    expect(questionListPlan(ALL_QUESTIONS, 'unanswered').where).toEqual([
      { field: 'AnswerCount', op: '==', value: 0 },
    ]);
    expect(questionListPlan(ALL_QUESTIONS, 'active')).toMatchObject({
      where: [],
      orderBy: [{ field: 'LastActivity', direction: 'desc' }],
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
