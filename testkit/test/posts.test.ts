import { RAW_FIELDS } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { answerFields, categoryFields, questionFields } from '../src/posts.js';

const author = { uid: 'u1' };
const at = new Date(0);

describe('post fixtures', () => {
  it('build exactly the raw fields a client writes', () => {
    const category = categoryFields(author, 'c1', 'Cooking', at);
    const question = questionFields(author, 'q1', { id: 'c1', subject: 'Cooking' }, 'Why?', '', at);
    const answer = answerFields(
      author,
      'a1',
      { id: 'q1', text: 'Why?', categoryId: 'c1' },
      'Because.',
      'shot',
      at,
    );
    expect(Object.keys(category).sort()).toEqual([...RAW_FIELDS.categories].sort());
    expect(Object.keys(question).sort()).toEqual([...RAW_FIELDS.questions].sort());
    expect(Object.keys(answer).sort()).toEqual([...RAW_FIELDS.answers].sort());
    expect(question).toMatchObject({
      Question: 'Why?',
      Category: 'Cooking',
      CatID: 'c1',
      date: at,
    });
    expect(answer).toMatchObject({ QuestionID: 'q1', Question: 'Why?', AnswerScreenShot: 'shot' });
  });
});
