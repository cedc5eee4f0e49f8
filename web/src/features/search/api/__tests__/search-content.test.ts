import { describe, expect, it } from 'vitest';
import { COLLECTIONS, PAGE_SIZES, toAnswerView, toQuestionView } from '@queryhub/model';
import { fakeFirestore } from '@/testing/fake-firestore';
import { searchSource, toSearchWords } from '../search-content';

describe('toSearchWords', () => {
  it('lowercases, drops punctuation and duplicates, adds no prefixes', () => {
    expect(toSearchWords('React HOOKS? react')).toEqual(['react', 'hooks']);
  });

  it('keeps at most 30 words (the array-contains-any limit)', () => {
    const many = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(toSearchWords(many)).toHaveLength(30);
  });
});

describe('searchSource', () => {
  it('queries questions newest first and answers oldest first by keyword, 20 per page, once', () => {
    const fake = fakeFirestore();
    const questions = searchSource(COLLECTIONS.questions, ['react', 'hooks'], toQuestionView);
    const answers = searchSource(COLLECTIONS.answers, ['react'], toAnswerView);
    expect(questions).toMatchObject({
      pageSize: PAGE_SIZES.searchResults,
      once: true,
      empty: false,
    });
    expect(questions.query(fake.sdk as never, fake.db as never)).toEqual({
      path: COLLECTIONS.questions,
      id: COLLECTIONS.questions,
      constraints: [
        { where: ['Keywords', 'array-contains-any', ['react', 'hooks']] },
        { orderBy: ['date', 'desc'] },
      ],
    });
    expect(answers.query(fake.sdk as never, fake.db as never)).toMatchObject({
      constraints: [
        { where: ['Keywords', 'array-contains-any', ['react']] },
        { orderBy: ['date', 'asc'] },
      ],
    });
    expect(PAGE_SIZES.searchResults).toBe(20);
  });

  it('leaves out the posts moderation hid', () => {
    const answers = searchSource(COLLECTIONS.answers, ['react'], toAnswerView);
    expect(answers.keep?.(answers.toItem('a1', { Answer: 'Spam', Hidden: true }))).toBe(false);
    expect(answers.keep?.(answers.toItem('a2', { Answer: 'Fine' }))).toBe(true);
  });

  it('is empty, without a query, when there is no word', () => {
    expect(searchSource(COLLECTIONS.questions, [], toQuestionView).empty).toBe(true);
  });
});
