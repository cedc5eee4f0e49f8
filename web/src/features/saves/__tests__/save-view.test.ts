import { describe, expect, it } from 'vitest';
import { excerptOf, toSavedPostView, toSaveView } from '../api/save-view';

describe('toSaveView', () => {
  it('reads a save of an answer with the link fields', () => {
    expect(
      toSaveView('a1', { Kind: 'answer', QuestionID: 'q1', AnswerID: 'a1', CatID: 'c1' }),
    ).toEqual({
      id: 'a1',
      post: { kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' },
      savedAtMillis: null,
    });
  });

  it('reads a save of a question without an answer id', () => {
    expect(toSaveView('q1', { Kind: 'question', QuestionID: 'q1', CatID: 'c1' }).post).toEqual({
      kind: 'question',
      id: 'q1',
      questionId: 'q1',
      catId: 'c1',
    });
  });
});

describe('toSavedPostView', () => {
  it('shows a question by its text and live score', () => {
    expect(toSavedPostView('question', 'q1', { Question: 'Why?', CatID: 'c1', Score: 3 })).toEqual({
      kind: 'question',
      question: 'Why?',
      excerpt: '',
      score: 3,
      catId: 'c1',
      questionId: 'q1',
    });
  });

  it('shows an answer under its question, shortened', () => {
    const view = toSavedPostView('answer', 'a1', {
      Answer: 'Because\n\n**gravity**.',
      Question: 'Why?',
      QuestionID: 'q1',
      CatID: 'c1',
      Score: -1,
    });
    expect(view).toMatchObject({ question: 'Why?', excerpt: 'Because **gravity**.', score: -1 });
    expect(view?.questionId).toBe('q1');
  });

  it('leaves out a post that is gone or hidden', () => {
    expect(toSavedPostView('question', 'q1', undefined)).toBeNull();
    expect(toSavedPostView('question', 'q1', { Question: 'x', Hidden: true })).toBeNull();
    expect(toSavedPostView('answer', 'a1', { Answer: 'x', Hidden: true })).toBeNull();
  });
});

describe('excerptOf', () => {
  it('keeps a short text on one line and ends a long one with an ellipsis', () => {
    expect(excerptOf('  a\n b  ')).toBe('a b');
    const long = excerptOf('word '.repeat(100), 20);
    expect(Array.from(long)).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
  });
});
