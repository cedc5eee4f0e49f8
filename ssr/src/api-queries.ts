// The queries of the public API's lists, as data: the model's query shapes (QUERY_CATALOGUE,
// the category page's sort tabs) with their filter values, ordered to the end by the document
// id, so a page continues exactly after its cursor. Pure; the readers (api-*-data.ts) run them
// with the Admin SDK, and api-queries.test.ts checks each needs the index its catalogue shape has.
import {
  COLLECTIONS,
  DOCUMENT_ID,
  QUESTION_LIST_SCOPES,
  QUESTION_LIST_SORTS,
  type FilterOp,
  type QueryName,
  type QueryOrder,
  type QuestionListSort,
} from '@queryhub/model';
import type { CursorList } from './api-cursor';

export const API_QUESTION_SORTS = Object.keys(QUESTION_LIST_SORTS) as QuestionListSort[];

/** Which questions a list holds: every one, a category's or a tag's. */
export type ApiQuestionScope =
  { kind: 'all' } | { kind: 'category'; categoryId: string } | { kind: 'tag'; tag: string };

export interface ApiFilter {
  field: string;
  op: FilterOp;
  value: string | number;
}

export interface ApiListQuery {
  collection: string;
  where: ApiFilter[];
  /** The orderings, the document id last. */
  orderBy: QueryOrder[];
  /** The fields whose values, with the id, make the cursor (the orderings but the id). */
  cursorFields: string[];
  cursorList: CursorList;
  /** The catalogue's name for the shape (docs/indexes.md). */
  catalogue: QueryName;
}

/** The sort tabs' equality filters hold constants (Unanswered: `AnswerCount == 0`). */
const SORT_FILTER_VALUES: Record<string, number> = { AnswerCount: 0 };

function sortFilterValue(field: string): number {
  const value = SORT_FILTER_VALUES[field];
  if (value === undefined) throw new Error(`No value for the sort filter on ${field}`);
  return value;
}

/** Orderings, then the document id in the direction of the last one. */
function thenById(orders: readonly QueryOrder[]): QueryOrder[] {
  const last = orders[orders.length - 1];
  return [...orders, { field: DOCUMENT_ID, direction: last?.direction ?? 'asc' }];
}

function listQuery(
  collection: string,
  where: ApiFilter[],
  orders: readonly QueryOrder[],
  cursorList: CursorList,
  catalogue: QueryName,
): ApiListQuery {
  return {
    collection,
    where,
    orderBy: thenById(orders),
    cursorFields: orders.map(({ field }) => field),
    cursorList,
    catalogue,
  };
}

export function questionListQuery(scope: ApiQuestionScope, sort: QuestionListSort): ApiListQuery {
  const tab = QUESTION_LIST_SORTS[sort];
  const where: ApiFilter[] = [];
  if (scope.kind === 'category') {
    where.push({ ...QUESTION_LIST_SCOPES.category, value: scope.categoryId });
  } else if (scope.kind === 'tag') {
    where.push({ ...QUESTION_LIST_SCOPES.tag, value: scope.tag });
  }
  for (const filter of tab.where) where.push({ ...filter, value: sortFilterValue(filter.field) });
  return listQuery(
    COLLECTIONS.questions,
    where,
    tab.orderBy,
    `questions.${sort}`,
    `questions.${scope.kind}.${sort}`,
  );
}

/** Categories, newest first (Home's order). */
export function categoryListQuery(): ApiListQuery {
  return listQuery(
    COLLECTIONS.categories,
    [],
    [{ field: 'date', direction: 'desc' }],
    'categories',
    'categories.newest',
  );
}

/** Tags some visible question carries, the most used first (the tag index's order). */
export function tagListQuery(): ApiListQuery {
  return listQuery(
    COLLECTIONS.tags,
    [{ field: 'QuestionCount', op: '>', value: 0 }],
    [{ field: 'QuestionCount', direction: 'desc' }],
    'tags',
    'tags.used.mostUsed',
  );
}
