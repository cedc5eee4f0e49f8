import { describe, expect, it } from 'vitest';
import {
  isoTime,
  toApiAuthor,
  toApiQuestion,
  toApiQuestionSummaries,
  toApiSearchResults,
  toApiTags,
  toApiUser,
} from './api-shape';
import { PROFILE, QUESTIONS, SEARCH_RESULTS, T0, TEST_ORIGIN, THREAD } from './api-test-data';

describe('response shaping', () => {
  it('writes times as ISO 8601 in UTC, and none as null', () => {
    expect(isoTime(T0)).toBe('2025-01-02T03:04:05.678Z');
    expect(isoTime(null)).toBeNull();
    expect(isoTime(Number.NaN)).toBeNull();
  });

  it('names an author by uid only while the account exists and its name is known', () => {
    expect(toApiAuthor({ uid: 'u1', userName: 'Ann' })).toEqual({ uid: 'u1', name: 'Ann' });
    expect(toApiAuthor({ uid: '', userName: 'Deleted user' })).toEqual({
      uid: null,
      name: 'Deleted user',
    });
    expect(toApiAuthor({ uid: 'u1', userName: '' })).toEqual({ uid: null, name: null });
  });

  it('leaves hidden questions out of a list, and gives the page URL', () => {
    const items = toApiQuestionSummaries(TEST_ORIGIN, QUESTIONS);
    expect(items.map((item) => item.id)).toEqual(['q1', 'q3']);
    expect(items[0]).toEqual({
      id: 'q1',
      url: `${TEST_ORIGIN}/Questions/cat1/q1/What-about-q1%3F`,
      text: 'What about q1?',
      category: { id: 'cat1', name: 'Web Development' },
      tags: ['javascript'],
      author: { uid: 'alice', name: 'Alice' },
      score: 2,
      answerCount: 1,
      closed: true,
      createdAt: '2025-01-02T03:04:05.678Z',
      editedAt: '2025-01-02T03:04:10.678Z',
    });
    expect(items[1]?.author).toEqual({ uid: null, name: 'Deleted user' });
  });

  it('shapes a question: visible answers accepted first, visible comments under each post', () => {
    const question = toApiQuestion(TEST_ORIGIN, THREAD);
    expect(question).not.toBeNull();
    expect(question?.html).toBe('<p>What about <em>q1</em>?</p>');
    expect(question?.screenshot).toEqual({
      largeUrl: 'https://img.test/l.webp',
      thumbUrl: 'https://img.test/t.webp',
      width: 1600,
      height: 900,
    });
    expect(question?.closure).toEqual({
      reason: 'duplicate',
      duplicateOfId: 'q3',
      closedAt: '2025-01-02T03:04:11.678Z',
    });
    expect(question?.acceptedAnswerId).toBe('a2');
    expect(question?.answers.map(({ id, accepted }) => ({ id, accepted }))).toEqual([
      { id: 'a2', accepted: true },
      { id: 'a1', accepted: false },
    ]);
    expect(question?.answers[1]?.url).toBe(
      `${TEST_ORIGIN}/Questions/cat1/q1/What-about-q1%3F#answer-a1`,
    );
    expect(question?.comments.map((comment) => comment.id)).toEqual(['c1']);
    expect(question?.answers[1]?.comments).toEqual([
      {
        id: 'c3',
        text: 'Comment c3 on a1',
        html: null,
        author: { uid: null, name: 'Deleted user' },
        createdAt: '2025-01-02T03:04:07.678Z',
      },
    ]);
    const text = JSON.stringify(question);
    for (const hidden of ['Hidden answer', 'Hidden comment', 'a3', 'c2']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('gives nothing for a hidden question', () => {
    expect(toApiQuestion(TEST_ORIGIN, { question: QUESTIONS[1]!, answers: [], comments: {} })).toBe(
      null,
    );
  });

  it('names no accepted answer that is not shown', () => {
    const question = toApiQuestion(TEST_ORIGIN, {
      ...THREAD,
      answers: THREAD.answers.filter((answer) => answer.id !== 'a2'),
    });
    expect(question?.acceptedAnswerId).toBeNull();
    expect(question?.answers.every((answer) => !answer.accepted)).toBe(true);
  });

  it('keeps only tags some question carries', () => {
    expect(
      toApiTags(TEST_ORIGIN, [
        { tag: 'c++', questionCount: 2 },
        { tag: 'old', questionCount: 0 },
      ]),
    ).toEqual([{ name: 'c++', url: `${TEST_ORIGIN}/Tags/c%2B%2B`, questionCount: 2 }]);
  });

  it('shapes a public profile, and none without a name', () => {
    expect(toApiUser(TEST_ORIGIN, 'alice', PROFILE)).toEqual({
      uid: 'alice',
      name: 'Alice',
      url: `${TEST_ORIGIN}/User/alice/Alice`,
      photo: {
        largeUrl: 'https://img.test/l.webp',
        thumbUrl: 'https://img.test/t.webp',
        width: 1600,
        height: 900,
      },
      reputation: 120,
      memberSince: '2025-01-02T03:04:05.678Z',
      questionsAsked: 3,
      questionsAnswered: 4,
      acceptedAnswers: 1,
    });
    expect(toApiUser(TEST_ORIGIN, 'x', { ...PROFILE, UserName: '' })).toBeNull();
  });

  it('shapes search results: hidden hits out, snippets as plain text', () => {
    const results = toApiSearchResults(TEST_ORIGIN, SEARCH_RESULTS, 'next');
    expect(results.questions.map(({ id, snippet }) => ({ id, snippet }))).toEqual([
      { id: 'q1', snippet: 'What about q1?' },
    ]);
    expect(results.answers.map(({ id, snippet }) => ({ id, snippet }))).toEqual([
      { id: 'a1', snippet: null },
    ]);
    expect(results).toMatchObject({ nextCursor: 'next', correctedQuery: null, degraded: false });
  });
});
