import { describe, expect, it } from 'vitest';
import {
  ANSWER_SAVE_FIELDS,
  buildSave,
  QUESTION_SAVE_FIELDS,
  readSaveDoc,
  savedPostId,
  saveTarget,
  type SaveTarget,
} from '../src/index.js';

const question: SaveTarget = { kind: 'question', questionId: 'q1', catId: 'c1' };
const answer: SaveTarget = { kind: 'answer', questionId: 'q1', answerId: 'a1', catId: 'c1' };

describe('saves', () => {
  it('names the saved post: the question, or the answer', () => {
    expect(savedPostId(question)).toBe('q1');
    expect(savedPostId(answer)).toBe('a1');
  });

  it('names the save of a post reference', () => {
    expect(saveTarget({ kind: 'question', id: 'q1', questionId: 'q1', catId: 'c1' })).toEqual(
      question,
    );
    expect(saveTarget({ kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' })).toEqual(answer);
  });

  it('builds exactly the fields the rules take for each kind', () => {
    const date = { server: true };
    expect(Object.keys(buildSave(question, date)).sort()).toEqual([...QUESTION_SAVE_FIELDS].sort());
    expect(buildSave(answer, date)).toEqual({
      Kind: 'answer',
      QuestionID: 'q1',
      AnswerID: 'a1',
      CatID: 'c1',
      date,
    });
    expect(Object.keys(buildSave(answer, date)).sort()).toEqual([...ANSWER_SAVE_FIELDS].sort());
  });

  it('reads a stored save back, and tolerates a damaged one', () => {
    expect(readSaveDoc({ ...buildSave(answer, null) })).toEqual({
      Kind: 'answer',
      QuestionID: 'q1',
      AnswerID: 'a1',
      CatID: 'c1',
      date: null,
    });
    expect(readSaveDoc({ ...buildSave(question, null) })).not.toHaveProperty('AnswerID');
    expect(readSaveDoc({ Kind: 'poll', QuestionID: 7 })).toEqual({
      Kind: 'question',
      QuestionID: '',
      CatID: '',
      date: null,
    });
  });
});
