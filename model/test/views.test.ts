import { describe, expect, it } from 'vitest';
import {
  authorName,
  postRef,
  sortAnswers,
  toAnswerView,
  toQuestionView,
  visiblePosts,
  withoutHiddenContent,
  type AnswerView,
} from '../src/views.js';
import { readMillis } from '../src/read-fields.js';

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
      AcceptedAnswerID: 'a1',
      Html: '<p>How?</p>',
      EditedAt: timestamp(20),
      AnswerCount: 3,
      Closed: true,
      Tags: ['react', 'hooks'],
    });
    expect(view).toEqual({
      id: 'q1',
      question: 'How?',
      category: 'React',
      catId: 'c1',
      userName: 'ann',
      uid: 'u1',
      score: 3,
      answerCount: 3,
      acceptedAnswerId: 'a1',
      html: '<p>How?</p>',
      screenshot: null,
      dateMillis: 10,
      hidden: false,
      editedAtMillis: 20,
      closed: true,
      // The author's close-instead-of-delete names no reason.
      closure: { reason: null, duplicateOf: '', closedAtMillis: null, round: 0, closedBy: [] },
      tags: ['react', 'hooks'],
    });
  });

  it('has no HTML and no edit time for a post the triggers have not rendered or that was never edited', () => {
    const view = toQuestionView('q1', { Question: 'How?', Html: 42 });
    expect(view.html).toBeNull();
    expect(view.editedAtMillis).toBeNull();
    expect(toQuestionView('q1', { Question: 'How?', Html: '' }).html).toBeNull();
  });

  it('shows only valid processed variants, never the upload the post names', () => {
    const variants = { large: 'l.webp', thumb: 't.webp', width: 800, height: 600 };
    const named = "Question's_Screenshot/u1/q";
    expect(
      toQuestionView('q', { QuestionScreenShot: named, ScreenShot: variants }).screenshot,
    ).toEqual({ variants });
    expect(
      toQuestionView('q', { QuestionScreenShot: named, ScreenShot: { large: 1 } }).screenshot,
    ).toBeNull();
    // Not processed yet, failed or abandoned: no image at all.
    expect(toQuestionView('q', { QuestionScreenShot: named }).screenshot).toBeNull();
    expect(
      toQuestionView('q', { QuestionScreenShot: 'https://evil.example/pixel.gif' }).screenshot,
    ).toBeNull();
  });

  it('treats fields of the wrong type as empty', () => {
    const view = toQuestionView('q', { Question: 7, UserName: null });
    expect(view.question).toBe('');
    expect(view.userName).toBe('');
  });
});

describe('postRef', () => {
  it('names a question by itself and an answer by its question, with the category', () => {
    const question = toQuestionView('q1', { CatID: 'c1' });
    const answer = toAnswerView('a1', { QuestionID: 'q1', CatID: 'c1' });
    expect(postRef(question)).toEqual({
      kind: 'question',
      id: 'q1',
      questionId: 'q1',
      catId: 'c1',
    });
    expect(postRef(answer)).toEqual({ kind: 'answer', id: 'a1', questionId: 'q1', catId: 'c1' });
  });
});

describe('authorName', () => {
  it('shows an ellipsis until the function has written the name', () => {
    expect(authorName('')).toBe('…');
    expect(authorName('ann')).toBe('ann');
  });
});

describe('toAnswerView', () => {
  it('reads the answer screenshot from its processed variants', () => {
    const view = toAnswerView('a1', {
      Answer: 'Like this',
      Question: 'How?',
      QuestionID: 'q1',
      CatID: 'c1',
      UserName: 'bob',
      AnswerScreenShot: "Answer's_Screenshot/u2/a1",
      ScreenShot: { large: 'l.webp', thumb: 't.webp', width: 8, height: 6 },
    });
    expect(view).toMatchObject({
      id: 'a1',
      answer: 'Like this',
      questionId: 'q1',
      catId: 'c1',
      screenshot: { variants: { large: 'l.webp', thumb: 't.webp', width: 8, height: 6 } },
    });
  });
});

describe('moderation', () => {
  it('reads Hidden, and visiblePosts drops the hidden posts', () => {
    const shown = toQuestionView('q1', { Question: 'Shown' });
    const hidden = toQuestionView('q2', { Question: 'Spam', Hidden: true });
    const answer = toAnswerView('a1', { Answer: 'Spam', Hidden: true });
    expect([shown.hidden, hidden.hidden, answer.hidden]).toEqual([false, true, true]);
    expect(visiblePosts([shown, hidden]).map((q) => q.id)).toEqual(['q1']);
  });

  it('withoutHiddenContent keeps that a question is hidden, not its text, Html or screenshot', () => {
    const variants = { large: 'l.webp', thumb: 't.webp', width: 1600, height: 900 };
    const hidden = toQuestionView('q2', {
      Question: 'Spam',
      Html: '<p>Spam</p>',
      Hidden: true,
      ScreenShot: variants,
    });
    const shown = toQuestionView('q1', { Question: 'Shown', ScreenShot: variants });
    expect(withoutHiddenContent(hidden)).toMatchObject({ id: 'q2', hidden: true, question: '' });
    expect(hidden.screenshot).not.toBeNull();
    expect(hidden.html).not.toBeNull();
    expect(withoutHiddenContent(hidden).screenshot).toBeNull();
    expect(withoutHiddenContent(hidden).html).toBeNull();
    expect(withoutHiddenContent(shown)).toEqual(shown);
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
