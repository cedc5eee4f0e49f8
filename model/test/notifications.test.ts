import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, notificationSentence } from '../src/notifications.js';

describe('the sentence of an inbox item', () => {
  it('says who did what to which question, one wording per kind', () => {
    const said = Object.fromEntries(
      NOTIFICATION_TYPES.map((type) => [type, notificationSentence(type, 'Ann', 'Why?')]),
    );
    expect(said).toEqual({
      answer: 'Ann answered "Why?"',
      edit: 'Ann edited the question "Why?"',
      accepted: 'Ann accepted your answer to "Why?"',
      mention: 'Ann mentioned you on "Why?"',
      comment: 'Ann commented on your post on "Why?"',
      closed: 'Ann closed your question "Why?"',
      reopened: 'Ann reopened your question "Why?"',
      newQuestion: 'Ann asked "Why?" in a tag or category you follow',
      badge: 'You earned the Why? badge',
    });
  });

  it('names nobody as "Someone"', () => {
    expect(notificationSentence('edit', '', 'Q?')).toBe('Someone edited the question "Q?"');
  });
});
