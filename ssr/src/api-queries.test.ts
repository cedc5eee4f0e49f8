import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID, indexNeeds, QUERY_CATALOGUE, type QueryShape } from '@queryhub/model';
import {
  API_QUESTION_SORTS,
  categoryListQuery,
  questionListQuery,
  tagListQuery,
  type ApiListQuery,
  type ApiQuestionScope,
} from './api-queries';

const asShape = (query: ApiListQuery): QueryShape => ({
  collection: query.collection,
  group: false,
  where: query.where.map(({ field, op }) => ({ field, op })),
  orderBy: query.orderBy,
  usedBy: [],
});

const scopes: ApiQuestionScope[] = [
  { kind: 'all' },
  { kind: 'category', categoryId: 'cat1' },
  { kind: 'tag', tag: 'javascript' },
];

describe("the public API's list queries", () => {
  const queries = [
    ...scopes.flatMap((scope) => API_QUESTION_SORTS.map((sort) => questionListQuery(scope, sort))),
    categoryListQuery(),
    tagListQuery(),
  ];

  it('are the catalogue shapes they name, ordered last by id: the same indexes', () => {
    expect(queries).toHaveLength(14);
    for (const query of queries) {
      const catalogued = QUERY_CATALOGUE[query.catalogue];
      expect(query.collection).toBe(catalogued.collection);
      expect(query.where.map(({ field, op }) => ({ field, op }))).toEqual(catalogued.where);
      expect(query.orderBy.slice(0, -1)).toEqual(catalogued.orderBy);
      expect(indexNeeds(asShape(query))).toEqual(indexNeeds(catalogued));
    }
  });

  it("end with the document id in the last ordering's direction, and page by the rest", () => {
    for (const query of queries) {
      const last = query.orderBy[query.orderBy.length - 1];
      const before = query.orderBy[query.orderBy.length - 2];
      expect(last).toEqual({ field: DOCUMENT_ID, direction: before?.direction });
      expect(query.cursorFields).toEqual(query.orderBy.slice(0, -1).map(({ field }) => field));
    }
  });

  it('filter with the values of the scope and the sort tab', () => {
    expect(questionListQuery({ kind: 'category', categoryId: 'c9' }, 'unanswered').where).toEqual([
      { field: 'CatID', op: '==', value: 'c9' },
      { field: 'AnswerCount', op: '==', value: 0 },
    ]);
    expect(questionListQuery({ kind: 'tag', tag: 'go' }, 'top')).toMatchObject({
      where: [{ field: 'Tags', op: 'array-contains', value: 'go' }],
      cursorFields: ['Score', 'date'],
      cursorList: 'questions.top',
    });
    expect(tagListQuery().where).toEqual([{ field: 'QuestionCount', op: '>', value: 0 }]);
  });
});
