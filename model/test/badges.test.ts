import { describe, expect, it } from 'vitest';
import {
  BADGES,
  answerBadges,
  awardId,
  badgeSlugOf,
  badgesByTier,
  commentBadges,
  editBadges,
  newlyDue,
  questionBadges,
  tagPioneerBadges,
  voteBadges,
  type AnswerFacts,
  type QuestionFacts,
} from '../src/index.js';

const DAY = 24 * 60 * 60 * 1000;
const question = (facts: Partial<QuestionFacts> = {}): QuestionFacts => ({
  id: 'q1',
  uid: 'ann',
  score: 0,
  hasAcceptedAnswer: false,
  hidden: false,
  ...facts,
});
const answer = (facts: Partial<AnswerFacts> = {}): AnswerFacts => ({
  id: 'a1',
  uid: 'bob',
  score: 0,
  accepted: false,
  hidden: false,
  dateMs: 100 * DAY,
  questionDateMs: 90 * DAY,
  ...facts,
});
const slugs = (awards: { slug: string }[]) => awards.map((award) => award.slug);

describe('the badge table', () => {
  it('has the badges the issue names, each slug once, with a description', () => {
    expect(BADGES.map((badge) => badge.name)).toEqual(
      expect.arrayContaining([
        'Student',
        'Teacher',
        'Scholar',
        'Editor',
        'Commentator',
        'Supporter',
        'Critic',
        'Nice Question',
        'Good Question',
        'Great Question',
        'Nice Answer',
        'Good Answer',
        'Great Answer',
        'Enlightened',
        'Necromancer',
        'Tag pioneer',
      ]),
    );
    expect(new Set(BADGES.map((badge) => badge.slug)).size).toBe(BADGES.length);
    for (const badge of BADGES) {
      expect(badge.slug).toMatch(/^[a-z-]+$/);
      expect(badge.description.length).toBeGreaterThan(10);
    }
  });

  it('finds a badge by its name or slug as a URL carries it, and nothing else', () => {
    expect(badgeSlugOf('Nice Question')).toBe('nice-question');
    expect(badgeSlugOf('student')).toBe('student');
    expect(badgeSlugOf('Tag pioneer')).toBe('tag-pioneer');
    expect(badgeSlugOf('Admin')).toBeNull();
    expect(badgeSlugOf('')).toBeNull();
  });
});

describe('question badges', () => {
  it('Student from a score of 1, never at 0 or below', () => {
    expect(slugs(questionBadges(question({ score: 0 })))).toEqual([]);
    expect(slugs(questionBadges(question({ score: -3 })))).toEqual([]);
    expect(slugs(questionBadges(question({ score: 1 })))).toEqual(['student']);
  });

  it('Nice, Good and Great Question at 10, 25 and 100, per question', () => {
    expect(slugs(questionBadges(question({ score: 9 })))).toEqual(['student']);
    expect(slugs(questionBadges(question({ score: 10 })))).toEqual(['student', 'nice-question']);
    expect(slugs(questionBadges(question({ score: 25 })))).toContain('good-question');
    expect(slugs(questionBadges(question({ score: 99 })))).not.toContain('great-question');
    expect(slugs(questionBadges(question({ score: 100 })))).toContain('great-question');
    const [, nice] = questionBadges(question({ score: 10 }));
    expect(nice).toEqual({ slug: 'nice-question', uid: 'ann', postId: 'q1' });
  });

  it('Scholar once the asker accepted an answer; nothing while hidden or without an author', () => {
    expect(slugs(questionBadges(question({ hasAcceptedAnswer: true })))).toEqual(['scholar']);
    expect(questionBadges(question({ score: 50, hidden: true }))).toEqual([]);
    expect(questionBadges(question({ score: 50, uid: '' }))).toEqual([]);
  });
});

describe('answer badges', () => {
  it('Teacher from 1, Nice / Good / Great Answer at 10 / 25 / 100', () => {
    expect(slugs(answerBadges(answer({ score: 0 })))).toEqual([]);
    expect(slugs(answerBadges(answer({ score: 1 })))).toEqual(['teacher']);
    expect(slugs(answerBadges(answer({ score: 100 })))).toEqual([
      'teacher',
      'nice-answer',
      'good-answer',
      'great-answer',
    ]);
  });

  it('Enlightened needs both the accept and a score of 10', () => {
    expect(slugs(answerBadges(answer({ accepted: true, score: 9 })))).not.toContain('enlightened');
    expect(slugs(answerBadges(answer({ accepted: false, score: 10 })))).not.toContain(
      'enlightened',
    );
    expect(slugs(answerBadges(answer({ accepted: true, score: 10 })))).toContain('enlightened');
  });

  it('Necromancer needs 60 days after the question and a score of 5', () => {
    const late = { dateMs: 160 * DAY, questionDateMs: 100 * DAY };
    expect(slugs(answerBadges(answer({ ...late, score: 5 })))).toContain('necromancer');
    expect(slugs(answerBadges(answer({ ...late, score: 4 })))).not.toContain('necromancer');
    const early = { dateMs: 160 * DAY - 1, questionDateMs: 100 * DAY };
    expect(slugs(answerBadges(answer({ ...early, score: 50 })))).not.toContain('necromancer');
    expect(slugs(answerBadges(answer({ ...late, questionDateMs: null, score: 50 })))).not.toContain(
      'necromancer',
    );
  });
});

describe('other badges', () => {
  it('Supporter for an upvote, Critic for a downvote', () => {
    expect(slugs(voteBadges({ uid: 'c', value: 1, postId: 'p' }))).toEqual(['supporter']);
    expect(slugs(voteBadges({ uid: 'c', value: -1, postId: 'p' }))).toEqual(['critic']);
    expect(voteBadges({ uid: 'c', value: 0, postId: 'p' })).toEqual([]);
  });

  it('Editor for an edit, Commentator at 10 comments, Tag pioneer for a new tag', () => {
    expect(editBadges({ uid: 'e', postId: 'p' })).toEqual([
      { slug: 'editor', uid: 'e', postId: '' },
    ]);
    expect(commentBadges({ uid: 'c', comments: 9 })).toEqual([]);
    expect(slugs(commentBadges({ uid: 'c', comments: 10 }))).toEqual(['commentator']);
    expect(tagPioneerBadges({ id: 'q', uid: 't', openedNewTag: false })).toEqual([]);
    expect(slugs(tagPioneerBadges({ id: 'q', uid: 't', openedNewTag: true }))).toEqual([
      'tag-pioneer',
    ]);
  });
});

describe('award ids (idempotency)', () => {
  it('a one-time badge has one id per member whatever the post, a per-post one per post', () => {
    expect(awardId({ slug: 'student', uid: 'ann', postId: 'q1' })).toBe('ann_student');
    expect(awardId({ slug: 'student', uid: 'ann', postId: 'q2' })).toBe('ann_student');
    expect(awardId({ slug: 'nice-question', uid: 'ann', postId: 'q1' })).toBe(
      'ann_nice-question_q1',
    );
    expect(awardId({ slug: 'nice-question', uid: 'ann', postId: 'q2' })).not.toBe(
      awardId({ slug: 'nice-question', uid: 'ann', postId: 'q1' }),
    );
  });

  it('a write that crossed no threshold makes nothing newly due; one that did, only that', () => {
    const before = questionBadges(question({ score: 9 }));
    expect(newlyDue(before, questionBadges(question({ score: 9 })))).toEqual([]);
    expect(slugs(newlyDue(before, questionBadges(question({ score: 10 }))))).toEqual([
      'nice-question',
    ]);
    expect(newlyDue(questionBadges(question({ score: 10 })), before)).toEqual([]);
  });
});

describe('badgesByTier', () => {
  it('groups a member’s counts gold, silver, bronze with totals, leaving out unknown slugs', () => {
    const groups = badgesByTier({ student: 1, 'nice-question': 3, 'good-answer': 1, old: 4 });
    expect(groups.map((group) => [group.tier, group.total])).toEqual([
      ['gold', 0],
      ['silver', 1],
      ['bronze', 4],
    ]);
    expect(groups[2]?.badges.map((entry) => [entry.badge.name, entry.count])).toEqual([
      ['Student', 1],
      ['Nice Question', 3],
    ]);
  });
});
