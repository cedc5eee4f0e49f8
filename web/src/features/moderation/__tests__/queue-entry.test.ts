import { describe, expect, it } from 'vitest';
import { toQueueEntry } from '../api/admin';

describe('toQueueEntry', () => {
  const stored = {
    PostType: 'answer',
    PostID: 'a1',
    QuestionID: 'q1',
    CatID: 'c1',
    AuthorUid: 'u1',
    Excerpt: 'See my links',
    FlagCount: 0,
    Reasons: {},
    Hidden: true,
  };

  it('reads why a post was held, keeping only known reasons', () => {
    const entry = toQueueEntry('answer_a1', {
      ...stored,
      HeldFor: ['known-bad-domain', 'made-up', 7, 'too-many-links'],
    });
    expect(entry.heldFor).toEqual(['too-many-links', 'known-bad-domain']);
    expect(entry).toMatchObject({ postId: 'a1', hidden: true, flagCount: 0 });
  });

  it('gives a flagged post no held reasons', () => {
    expect(toQueueEntry('answer_a1', stored).heldFor).toEqual([]);
  });
});
