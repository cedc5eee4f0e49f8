import { describe, expect, it } from 'vitest';
import { awardId } from '@queryhub/model';
import { badgeNotificationFields } from '../src/badges/award-badges';
import { answerFacts, questionFacts } from '../src/badges/badge-facts';
import { BadgeRecomputePlan, countAwards } from '../src/badges/recompute-plan';
import { itemText } from '../src/mail/unread-alerts';

const DAY = 24 * 60 * 60 * 1000;

describe('badge facts from stored posts', () => {
  it('reads a question’s score, accept and hiding; absent fields count as 0 / none', () => {
    expect(questionFacts('q', { uid: 'ann', Score: 3, AcceptedAnswerID: 'a' })).toEqual({
      id: 'q',
      uid: 'ann',
      score: 3,
      hasAcceptedAnswer: true,
      hidden: false,
    });
    expect(questionFacts('q', { uid: 'ann', AcceptedAnswerID: '', Hidden: true })).toMatchObject({
      score: 0,
      hasAcceptedAnswer: false,
      hidden: true,
    });
  });

  it('reads an answer’s accept and date', () => {
    expect(answerFacts('a', { uid: 'bob', Score: 7, Accepted: true, date: 5 }, 1)).toEqual({
      id: 'a',
      uid: 'bob',
      score: 7,
      accepted: true,
      hidden: false,
      dateMs: 5,
      questionDateMs: 1,
    });
  });
});

describe('recomputing badges from the data', () => {
  it('finds every badge the data makes due, each once', () => {
    const plan = new BadgeRecomputePlan();
    plan.addQuestion('q1', { uid: 'ann', Score: 12, date: 0, Tags: ['rust'] });
    plan.addQuestion('q2', { uid: 'cy', Score: 1, date: 5 * DAY, Tags: ['rust', 'go'] });
    plan.addAnswer('a1', { uid: 'bob', QuestionID: 'q1', Score: 6, date: 61 * DAY });
    plan.addVote({ uid: 'cy', value: 1, postId: 'q1' });
    plan.addVote({ uid: 'cy', value: 1, postId: 'q2' });
    plan.addRevision({ uid: 'ann', PostID: 'q1' });
    for (let i = 0; i < 10; i += 1) plan.addComment({ uid: 'dee' });
    for (let i = 0; i < 9; i += 1) plan.addComment({ uid: 'eve' });
    const ids = plan.due().map(awardId).sort();
    expect(ids).toEqual(
      [
        'ann_student',
        'ann_nice-question_q1',
        'ann_tag-pioneer',
        'ann_editor',
        'cy_student',
        'cy_tag-pioneer',
        'cy_supporter',
        'bob_teacher',
        'bob_necromancer_a1',
        'dee_commentator',
      ].sort(),
    );
  });

  it('gives Tag pioneer to the earliest question of a tag, whatever the walk’s order', () => {
    const plan = new BadgeRecomputePlan();
    plan.addQuestion('late', { uid: 'late', date: 9, Tags: ['zig'] });
    plan.addQuestion('early', { uid: 'early', date: 1, Tags: ['zig'] });
    plan.addQuestion('hidden', { uid: 'hidden', date: 0, Tags: ['zig'], Hidden: true });
    expect(plan.due().map(awardId)).toEqual(['early_tag-pioneer']);
  });

  it('recounts holders (members) and awards per badge, and each member’s counts', () => {
    const counts = countAwards([
      { uid: 'ann', Badge: 'nice-question' },
      { uid: 'ann', Badge: 'nice-question' },
      { uid: 'bob', Badge: 'nice-question' },
      { uid: 'bob', Badge: 'student' },
      { uid: '', Badge: 'student' },
    ]);
    expect(counts.badges.get('nice-question')).toEqual({ holders: 2, awarded: 3 });
    expect(counts.badges.get('student')).toEqual({ holders: 1, awarded: 1 });
    expect(counts.members.get('ann')).toEqual({ 'nice-question': 2 });
  });
});

describe('the inbox item of an award', () => {
  it('names the badge, carries no question and no actor, and reads the same in a mail', () => {
    const fields = badgeNotificationFields('Student', 'student');
    expect(fields).toMatchObject({ Type: 'badge', QuestionID: '', ActorUid: '', Read: false });
    expect(itemText({ Type: fields.Type, ActorName: '', Question: fields.Question })).toBe(
      'You earned the Student badge',
    );
  });
});
