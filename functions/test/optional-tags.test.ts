// Tags are optional: the triggers meet questions with an empty Tags list and
// questions written without the field, and count, record and fan out nothing for them.
import { readPostDoc } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { tagsChange } from '../src/posts/post-revision';
import { countedTags, tagCountChanges } from '../src/tags/tag-counts';

const question = (fields: Record<string, unknown>) => ({
  id: 'q1',
  Question: 'Why?',
  Category: 'Tea',
  CatID: 'cat-tea',
  uid: 'asker',
  date: new Date(0),
  QuestionScreenShot: '',
  ...fields,
});

describe('questions without tags', () => {
  it('count no tag for an empty or missing Tags field', () => {
    expect(countedTags(question({ Tags: [] }))).toEqual([]);
    expect(countedTags(question({}))).toEqual([]);
    expect(tagCountChanges(undefined, question({}))).toEqual(new Map());
    expect(tagCountChanges(question({ Tags: [] }), question({}))).toEqual(new Map());
  });

  it('count the tags added to an untagged question, and removed down to none', () => {
    expect(tagCountChanges(question({}), question({ Tags: ['tea'] }))).toEqual(
      new Map([['tea', 1]]),
    );
    expect(tagCountChanges(question({ Tags: ['tea', 'milk'] }), question({ Tags: [] }))).toEqual(
      new Map([
        ['tea', -1],
        ['milk', -1],
      ]),
    );
  });

  it('record a tag edit from no Tags field to some, and from some to none', () => {
    const read = (fields: Record<string, unknown>) => readPostDoc('question', question(fields));
    expect(tagsChange('question', read({}), read({ Tags: ['tea'] }))).toEqual({
      before: [],
      after: ['tea'],
    });
    expect(tagsChange('question', read({ Tags: ['tea'] }), read({ Tags: [] }))).toEqual({
      before: ['tea'],
      after: [],
    });
    expect(tagsChange('question', read({}), read({ Tags: [] }))).toBeNull();
  });
});
