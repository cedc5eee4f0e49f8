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

const asShape = ({ plan }: ApiListQuery): QueryShape => ({
  collection: plan.collection,
  group: plan.group,
  where: plan.where.map(({ field, op }) => ({ field, op })),
  orderBy: plan.orderBy,
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
      const catalogued = QUERY_CATALOGUE[query.plan.name];
      expect(query.plan.collection).toBe(catalogued.collection);
      expect(query.plan.where.map(({ field, op }) => ({ field, op }))).toEqual(catalogued.where);
      expect(query.plan.orderBy.slice(0, -1)).toEqual(catalogued.orderBy);
      expect(indexNeeds(asShape(query))).toEqual(indexNeeds(catalogued));
    }
  });

  it("end with the document id in the last ordering's direction, and page by the rest", () => {
    for (const { plan, cursorFields } of queries) {
      const last = plan.orderBy[plan.orderBy.length - 1];
      const before = plan.orderBy[plan.orderBy.length - 2];
      expect(last).toEqual({ field: DOCUMENT_ID, direction: before?.direction });
      expect(cursorFields).toEqual(plan.orderBy.slice(0, -1).map(({ field }) => field));
    }
  });

  it('filter with the values of the scope and the sort tab', () => {
    expect(
      questionListQuery({ kind: 'category', categoryId: 'c9' }, 'unanswered').plan.where,
    ).toEqual([
      { field: 'CatID', op: '==', value: 'c9' },
      { field: 'AnswerCount', op: '==', value: 0 },
    ]);
    expect(questionListQuery({ kind: 'tag', tag: 'go' }, 'top')).toMatchObject({
      plan: { where: [{ field: 'Tags', op: 'array-contains', value: 'go' }] },
      cursorFields: ['Score', 'date'],
      cursorList: 'questions.top',
    });
    expect(tagListQuery().plan.where).toEqual([{ field: 'QuestionCount', op: '>', value: 0 }]);
  });
});
