import { describe, expect, it } from 'vitest';
import {
  authorName,
  readMillis,
  sortAnswers,
  toAnswerView,
  toQuestionView,
  type AnswerView,
} from '../src/views.js';

const timestamp = (millis: number) => ({ toMillis: () => millis });

describe('readMillis', () => {
  it('reads Firestore-like timestamps, numbers and dates', () => {
    expect(readMillis(timestamp(1700))).toBe(1700);
    expect(readMillis(42)).toBe(42);
    expect(readMillis(new Date(5))).toBe(5);
  });

  it('returns null for a pending server timestamp or junk', () => {
    expect(readMillis(null)).toBeNull();
    expect(readMillis('yesterday')).toBeNull();
    expect(readMillis({ toMillis: 'no' })).toBeNull();
  });
});

describe('toQuestionView', () => {
  it('maps the stored fields and prefers nothing when there is no screenshot', () => {
    const view = toQuestionView('q1', {
      Question: 'How?',
      Category: 'React',
      CatID: 'c1',
      UserName: 'ann',
      QuestionScreenShot: '',
      date: timestamp(10),
      uid: 'u1',
      Score: 3,
      AnswerCount: 2,
      AcceptedAnswerID: 'a1',
    });
    expect(view).toEqual({
      id: 'q1',
      question: 'How?',
      category: 'React',
      catId: 'c1',
      userName: 'ann',
      uid: 'u1',
      score: 3,
      answerCount: 2,
      acceptedAnswerId: 'a1',
      screenshot: null,
      dateMillis: 10,
    });
  });

  it('keeps the original URL and valid variants, ignoring malformed variants', () => {
    const variants = { large: 'l.webp', thumb: 't.webp', width: 800, height: 600 };
    expect(
      toQuestionView('q', { QuestionScreenShot: 'o.png', ScreenShot: variants }).screenshot,
    ).toEqual({ originalUrl: 'o.png', variants });
    expect(
      toQuestionView('q', { QuestionScreenShot: 'o.png', ScreenShot: { large: 1 } }).screenshot,
    ).toEqual({ originalUrl: 'o.png', variants: null });
  });

  it('treats fields of the wrong type as empty', () => {
    const view = toQuestionView('q', { Question: 7, UserName: null });
    expect(view.question).toBe('');
    expect(view.userName).toBe('');
  });
});

describe('authorName', () => {
  it('shows an ellipsis until the function has written the name', () => {
    expect(authorName('')).toBe('…');
    expect(authorName('ann')).toBe('ann');
  });
});

describe('toAnswerView', () => {
  it('reads the answer screenshot from AnswerScreenShot', () => {
    const view = toAnswerView('a1', {
      Answer: 'Like this',
      Question: 'How?',
      QuestionID: 'q1',
      CatID: 'c1',
      UserName: 'bob',
      AnswerScreenShot: 'a.png',
    });
    expect(view).toMatchObject({
      id: 'a1',
      answer: 'Like this',
      questionId: 'q1',
      catId: 'c1',
      screenshot: { originalUrl: 'a.png', variants: null },
    });
  });
});

describe('sortAnswers', () => {
  const answer = (id: string, score: number, dateMillis: number | null): AnswerView => ({
    ...toAnswerView(id, {}),
    score,
    dateMillis,
  });

  it('puts the accepted answer first, then the highest score, then the newest', () => {
    const answers = [
      answer('old', 2, 1),
      answer('new', 2, 5),
      answer('top', 9, 0),
      answer('acc', -3, 0),
    ];
    expect(sortAnswers(answers, 'acc').map((a) => a.id)).toEqual(['acc', 'top', 'new', 'old']);
    expect(sortAnswers(answers, '').map((a) => a.id)).toEqual(['top', 'new', 'old', 'acc']);
  });

  it('reads missing counters as 0', () => {
    expect(toAnswerView('a', { Score: 'x' })).toMatchObject({ score: 0, accepted: false, uid: '' });
    expect(toAnswerView('a', { Score: 4, Accepted: true })).toMatchObject({
      score: 4,
      accepted: true,
    });
  });
});
