import { describe, expect, it } from 'vitest';
import {
  FOLLOW_KINDS,
  followerUid,
  followFields,
  followPath,
  type FollowKindSpec,
  type FollowTarget,
} from '../src/follows.js';
import { FOLLOWED_CATEGORY_FIELDS, FOLLOWED_TAG_FIELDS } from '../src/tags.js';
import { QUERY_CATALOGUE } from '../src/queries.js';

const targets: FollowTarget[] = [
  { kind: 'question', questionId: 'q1' },
  { kind: 'tag', tag: 'c++' },
  { kind: 'category', categoryId: 'cat1' },
];

describe('a follow target', () => {
  it('lives under the member, its document id the followed id', () => {
    expect(targets.map((target) => followPath('u1', target))).toEqual([
      'Users/u1/Follows/q1',
      'Users/u1/FollowedTags/c++',
      'Users/u1/FollowedCategories/cat1',
    ]);
    expect(followerUid('Users/u1/FollowedTags/c++')).toBe('u1');
  });

  it('holds exactly the id field and the date', () => {
    expect(targets.map((target) => followFields(target, 'now'))).toEqual([
      { QuestionID: 'q1', date: 'now' },
      { Tag: 'c++', date: 'now' },
      { CatID: 'cat1', date: 'now' },
    ]);
    expect(Object.keys(followFields(targets[1]!, 0)).sort()).toEqual(
      [...FOLLOWED_TAG_FIELDS].sort(),
    );
    expect(Object.keys(followFields(targets[2]!, 0)).sort()).toEqual(
      [...FOLLOWED_CATEGORY_FIELDS].sort(),
    );
  });

  it('lists its followers through a collection-group entry on its id field', () => {
    const specs: FollowKindSpec[] = [
      FOLLOW_KINDS.question,
      FOLLOW_KINDS.tag,
      FOLLOW_KINDS.category,
    ];
    for (const spec of specs) {
      const followers = QUERY_CATALOGUE[spec.followers];
      expect(followers).toMatchObject({ collection: spec.collection, group: true });
      expect(followers.where.map((filter) => filter.field)).toEqual([spec.idField]);
      expect(QUERY_CATALOGUE[spec.newest]).toMatchObject({
        collection: spec.collection,
        group: false,
      });
    }
  });
});
