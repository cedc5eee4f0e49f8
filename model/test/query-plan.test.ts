import { describe, expect, it } from 'vitest';
import {
  adminPlanQuery,
  adminQuery,
  QUERY_CATALOGUE,
  queryPlan,
  questionListPlan,
  thenById,
  type AdminQueryLike,
  type QueryName,
} from '../src/index.js';

/** A stand-in for the Admin SDK: each query records the calls that built it. */
interface FakeQuery extends AdminQueryLike {
  calls: unknown[][];
}

function fakeQuery(calls: unknown[][]): FakeQuery {
  return {
    calls,
    where: (...args) => fakeQuery([...calls, ['where', ...args]]),
    orderBy: (...args) => fakeQuery([...calls, ['orderBy', ...args]]),
  };
}

const fakeDb = {
  collection: (id: string) => fakeQuery([['collection', id]]),
  collectionGroup: (id: string) => fakeQuery([['collectionGroup', id]]),
};

describe('queryPlan', () => {
  it("gives each of the entry's filters its value, in order, and keeps its orderings", () => {
    expect(queryPlan('votes.ofPost', 'a1', 'answer')).toEqual({
      name: 'votes.ofPost',
      collection: 'Votes',
      group: false,
      where: [
        { field: 'postId', op: '==', value: 'a1' },
        { field: 'postKind', op: '==', value: 'answer' },
      ],
      orderBy: [],
    });
    expect(queryPlan('answers.ofQuestion.top', 'q1').orderBy).toEqual(
      QUERY_CATALOGUE['answers.ofQuestion.top'].orderBy,
    );
  });

  it('refuses a wrong number of values (a computed name escapes the types)', () => {
    const name = 'flags.ofPost' as QueryName;
    expect(() => (queryPlan as (n: QueryName, ...v: unknown[]) => unknown)(name)).toThrow(
      'flags.ofPost takes 1 values, not 0',
    );
  });

  it('adds the document id after the last ordering, in its direction', () => {
    expect(thenById(queryPlan('tags.used.mostUsed', 0)).orderBy).toEqual([
      { field: 'QuestionCount', direction: 'desc' },
      { field: '__name__', direction: 'desc' },
    ]);
    expect(thenById(queryPlan('badges.all')).orderBy).toEqual([
      { field: '__name__', direction: 'asc' },
    ]);
  });
});

describe('questionListPlan', () => {
  it("names the scope's and the tab's entry, with the scope's value and the tab's", () => {
    expect(questionListPlan({ kind: 'category', categoryId: 'c1' }, 'unanswered')).toMatchObject({
      name: 'questions.category.unanswered',
      where: [
        { field: 'CatID', op: '==', value: 'c1' },
        { field: 'AnswerCount', op: '==', value: 0 },
      ],
      orderBy: [{ field: 'date', direction: 'desc' }],
    });
    expect(questionListPlan({ kind: 'tag', tag: 'go' }, 'top')).toMatchObject({
      name: 'questions.tag.top',
      where: [{ field: 'Tags', op: 'array-contains', value: 'go' }],
    });
    expect(questionListPlan({ kind: 'all' }, 'active')).toMatchObject({
      name: 'questions.all.active',
      where: [],
      orderBy: [{ field: 'LastActivity', direction: 'desc' }],
    });
  });
});

describe('adminQuery', () => {
  it('reads the collection from its parent, then filters and orders as the entry says', () => {
    const built = adminQuery(fakeDb, 'answers.ofQuestion.top', 'q1') as FakeQuery;
    expect(built.calls).toEqual([
      ['collection', 'Answers'],
      ['where', 'QuestionID', '==', 'q1'],
      ['orderBy', 'Score', 'desc'],
      ['orderBy', 'date', 'desc'],
    ]);
  });

  it('reads a collection group from the database, and refuses it from a document', () => {
    const built = adminQuery(fakeDb, 'followedTags.group.ofTags', ['go', 'rust']) as FakeQuery;
    expect(built.calls).toEqual([
      ['collectionGroup', 'FollowedTags'],
      ['where', 'Tag', 'in', ['go', 'rust']],
      ['orderBy', '__name__', 'asc'],
    ]);
    const userDoc = { collection: fakeDb.collection };
    expect(() => adminPlanQuery(userDoc, queryPlan('followedTags.group.ofTags', ['go']))).toThrow(
      'reads a collection group',
    );
  });
});
