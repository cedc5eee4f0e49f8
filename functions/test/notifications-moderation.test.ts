import {
  isPostKind,
  moderationQueueId,
  notificationId,
  postQuestionId,
  readAnswerDoc,
  readFlagDoc,
  readQuestionDoc,
  FLAGS_TO_HIDE,
} from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import {
  EXCERPT_LENGTH,
  MAX_NOTIFIED_FOLLOWERS,
  excerpt,
  notificationFields,
  questionTextChanged,
  recipients,
} from '../src/notifications/notification-fields';
import { postExcerpt, shouldHide } from '../src/moderation/flag-fields';

describe('recipients', () => {
  it('drops the actor, empty uids and duplicates, keeping the order', () => {
    expect(recipients(['asker', 'answerer', '', 'f1', 'asker', 'f2'], 'answerer')).toEqual([
      'asker',
      'f1',
      'f2',
    ]);
  });

  it('stops at the cap, whatever the number of followers', () => {
    const many = Array.from({ length: MAX_NOTIFIED_FOLLOWERS + 50 }, (_, i) => `u${i}`);
    expect(recipients(many, 'nobody')).toHaveLength(MAX_NOTIFIED_FOLLOWERS);
    expect(recipients(many, 'nobody', 3)).toEqual(['u0', 'u1', 'u2']);
  });
});

describe('notification documents', () => {
  it('have one id per event source, so a redelivery finds its document', () => {
    expect(notificationId('answer', 'a1')).toBe('answer-a1');
    expect(notificationId('edit', 'ev-9')).toBe('edit-ev-9');
  });

  it('carry the raw fields of the data model, unread, with the text cut to one line', () => {
    const fields = notificationFields({
      type: 'answer',
      questionId: 'q1',
      catId: 'c1',
      question: `Why\n\n${'x'.repeat(300)}`,
      postId: 'a1',
      actorUid: 'bob',
      actorName: 'Bob',
    });
    expect(fields).toMatchObject({
      Type: 'answer',
      QuestionID: 'q1',
      CatID: 'c1',
      PostID: 'a1',
      ActorName: 'Bob',
      Read: false,
    });
    expect(fields.Question).toHaveLength(EXCERPT_LENGTH);
    expect(String(fields.Question).startsWith('Why x')).toBe(true);
    expect(excerpt('  short  ')).toBe('short');
  });
});

describe('questionTextChanged', () => {
  it('is true only when the Question text itself changed', () => {
    expect(questionTextChanged({ Question: 'a' }, { Question: 'b' })).toBe(true);
    expect(questionTextChanged({ Question: 'a' }, { Question: 'a', Keywords: ['a'] })).toBe(false);
    expect(
      questionTextChanged({ Question: 'a', Hidden: false }, { Question: 'a', Hidden: true }),
    ).toBe(false);
    expect(questionTextChanged(undefined, { Question: 'a' })).toBe(false);
  });
});

describe('flags', () => {
  it(`hide a post at ${FLAGS_TO_HIDE} flags, once`, () => {
    expect(shouldHide(FLAGS_TO_HIDE - 1, false)).toBe(false);
    expect(shouldHide(FLAGS_TO_HIDE, false)).toBe(true);
    expect(shouldHide(FLAGS_TO_HIDE + 1, true)).toBe(false);
  });

  it('accept only the known reasons, post types and actions', () => {
    const reasonOf = (Reason: string) => readFlagDoc({ Reason }).Reason;
    expect(['spam', 'offensive', 'off-topic', 'other'].map(reasonOf)).toEqual([
      'spam',
      'offensive',
      'off-topic',
      'other',
    ]);
    expect(reasonOf('rude')).toBe('other');
    expect(isPostKind('answer')).toBe(true);
    expect(isPostKind('category')).toBe(false);
  });

  it('describe the post for the queue', () => {
    expect(moderationQueueId('answer', 'a1')).toBe('answer_a1');
    expect(postExcerpt('buy   now')).toBe('buy now');
    expect(postExcerpt('q'.repeat(500))).toHaveLength(200);
    expect(postQuestionId('question', 'q1', readQuestionDoc({}))).toBe('q1');
    expect(postQuestionId('answer', 'a1', readAnswerDoc({ QuestionID: 'q9' }))).toBe('q9');
  });
});
