import { describe, expect, it } from 'vitest';
import { mirrorAction } from '../src/search/mirror-action';

describe('mirrorAction', () => {
  it('upserts a question as of its update time, with its plain text and derived state', () => {
    const action = mirrorAction({
      kind: 'question',
      postId: 'q1',
      after: {
        Question: '# How do I **parse** JSON?\n\nWith `JSON.parse`\u0002 [docs](https://x.test).',
        CatID: 'c1',
        uid: 'u1',
        Score: 3,
        AnswerCount: 2,
        AcceptedAnswerID: 'a9',
        Hidden: true,
        date: new Date('2026-01-01T00:00:00Z'),
      },
      afterUpdateMillis: Date.parse('2026-01-02T00:00:00Z'),
      eventTime: '2026-01-02T00:00:01Z',
    });
    expect(action).toMatchObject({
      type: 'upsert',
      row: {
        kind: 'question',
        postId: 'q1',
        questionId: 'q1',
        categoryId: 'c1',
        authorId: 'u1',
        title: 'How do I parse JSON?',
        score: 3,
        answerCount: 2,
        accepted: true,
        hidden: true,
        sourceUpdatedAt: new Date('2026-01-02T00:00:00Z'),
      },
    });
    // Markup and link targets are gone; a control character cannot forge a snippet marker.
    const body = action.type === 'upsert' ? action.row.body : '';
    expect(body).toContain('With JSON.parse  docs.');
    expect(body).not.toContain('https://');
  });

  it('dates a deletion after the version it deletes, even when the event time is earlier', () => {
    expect(
      mirrorAction({
        kind: 'question',
        postId: 'q1',
        after: undefined,
        afterUpdateMillis: undefined,
        beforeUpdateMillis: Date.parse('2026-01-05T00:00:00Z'),
        eventTime: '2026-01-03T00:00:00Z',
      }),
    ).toMatchObject({ type: 'delete', at: new Date(Date.parse('2026-01-05T00:00:00Z') + 1) });
  });

  it('leaves a tombstone at the event time for a deleted answer', () => {
    expect(
      mirrorAction({
        kind: 'answer',
        postId: 'a1',
        after: undefined,
        afterUpdateMillis: undefined,
        eventTime: '2026-01-03T00:00:00Z',
      }),
    ).toEqual({
      type: 'delete',
      kind: 'answer',
      postId: 'a1',
      at: new Date('2026-01-03T00:00:00Z'),
    });
  });
});
