import { describe, expect, it } from 'vitest';
import { toCommentView } from '@queryhub/model';
import { dataKeys } from '@queryhub/web/server';
import { commentsByPost } from './comment-data';

const comment = (id: string, postId: string, millis: number, hidden = false) =>
  toCommentView(id, {
    PostID: postId,
    QuestionID: 'q1',
    uid: 'u1',
    UserName: 'Ann',
    Comment: `Comment ${id} on ${postId}`,
    Html: `Comment <em>${id}</em>`,
    date: millis,
    Hidden: hidden,
  });

describe('commentsByPost', () => {
  it('groups comments under each shown post, oldest first, without hidden ones', () => {
    const groups = commentsByPost(
      [comment('c3', 'a1', 30), comment('c1', 'q1', 10), comment('c2', 'a1', 20, true)],
      ['q1', 'a1', 'a2'],
    );
    expect(groups[dataKeys.postComments('q1')]?.map((c) => c.id)).toEqual(['c1']);
    expect(groups[dataKeys.postComments('a1')]?.map((c) => c.id)).toEqual(['c3']);
    expect(groups[dataKeys.postComments('a2')]).toEqual([]);
  });

  it('leaves out comments on posts the page does not show', () => {
    const groups = commentsByPost([comment('c1', 'a9', 10)], ['q1']);
    expect(Object.values(groups).flat()).toEqual([]);
  });
});
