import { describe, expect, it } from 'vitest';
import {
  RAW_FIELDS,
  newAnswer,
  newCategory,
  newContactMessage,
  newPresence,
  newQuestion,
  newUserRecord,
} from '../src/index.js';

const NOW = { serverTimestamp: true };

describe('document builders', () => {
  it('build the new-user record the rules accept: active, counters at zero', () => {
    const record = newUserRecord({ uid: 'u1', displayName: 'Ada', email: 'ada@example.com' }, NOW);
    expect(record).toEqual({
      uid: 'u1',
      displayName: 'Ada',
      EMail: 'ada@example.com',
      photoURL: '',
      Status: 'Active Now',
      SetStatusDone: false,
      NoOfQuestionAsked: 0,
      NoOfQuestionAnswered: 0,
      CreatedAt: NOW,
    });
    expect(Object.keys(record).sort()).toEqual([...RAW_FIELDS.users].sort());
  });

  it('copy the category subject into a question and the question into an answer', () => {
    const question = newQuestion(
      {
        id: 'q1',
        question: 'Why?',
        category: { id: 'c1', subject: 'Garden' },
        uid: 'u1',
        tags: ['roses'],
      },
      NOW,
    );
    expect(question).toMatchObject({
      Category: 'Garden',
      CatID: 'c1',
      QuestionScreenShot: '',
      Tags: ['roses'],
    });
    expect(Object.keys(question).sort()).toEqual([...RAW_FIELDS.questions].sort());
    const answer = newAnswer(
      {
        id: 'a1',
        answer: 'Because.',
        question: { id: 'q1', question: 'Why?', catId: 'c1' },
        uid: 'u2',
        screenshotUrl: 'https://files.example/o/a',
      },
      NOW,
    );
    expect(answer).toMatchObject({
      Question: 'Why?',
      QuestionID: 'q1',
      CatID: 'c1',
      AnswerScreenShot: 'https://files.example/o/a',
    });
    expect(Object.keys(answer).sort()).toEqual([...RAW_FIELDS.answers].sort());
    const category = newCategory({ id: 'c1', subject: 'Garden', uid: 'u1' }, NOW);
    expect(Object.keys(category).sort()).toEqual([...RAW_FIELDS.categories].sort());
  });

  it('add uid to a contact message only when signed in', () => {
    const input = { name: 'Ada', email: 'ada@example.com', comment: 'Hi' };
    expect(newContactMessage(input, NOW)).not.toHaveProperty('uid');
    expect(newContactMessage({ ...input, uid: null }, NOW)).not.toHaveProperty('uid');
    expect(newContactMessage({ ...input, uid: 'u1' }, NOW)).toHaveProperty('uid', 'u1');
    expect(newPresence('online', NOW)).toEqual({ state: 'online', at: NOW });
  });
});
