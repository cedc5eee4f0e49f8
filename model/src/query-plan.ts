// A catalogue entry with its values, as data (a plan): the collection, the filters with their
// values and the orderings a query runs. Pure; the adapters apply a plan with an SDK (the web
// SDK's in web/src/lib/catalogue-query.ts, the Admin SDK's in ./admin-query.ts), and the call
// site adds its limit and cursor (docs/indexes.md, "Building a query").
import {
  DOCUMENT_ID,
  QUERY_CATALOGUE,
  QUESTION_LIST_SORTS,
  type QueryFilter,
  type QueryName,
  type QueryOrder,
  type QueryShape,
  type QuestionListSort,
} from './queries.js';

/** One filter value (a string, number, boolean, timestamp, path...). */
type QueryScalar = string | number | boolean | object;

/** The operators whose value is a list. */
type ListOp = 'in' | 'not-in' | 'array-contains-any';

/** The value a filter takes: a list for `in`, `not-in` and `array-contains-any`. */
type FilterValue<F> = F extends { readonly op: ListOp } ? readonly QueryScalar[] : QueryScalar;

/** One value per filter, in the filters' order. */
type FilterValues<W extends readonly QueryFilter[]> = {
  readonly [K in keyof W]: FilterValue<W[K]>;
};

/** The values a catalogue entry takes: one per filter, so a call site cannot pass more or fewer. */
export type QueryValues<N extends QueryName> = FilterValues<(typeof QUERY_CATALOGUE)[N]['where']>;

/** The entries that are collection-group queries (run from the database, not a document). */
export type GroupQueryName = {
  [N in QueryName]: (typeof QUERY_CATALOGUE)[N]['group'] extends true ? N : never;
}[QueryName];

interface PlannedFilter extends QueryFilter {
  readonly value: unknown;
}

export interface QueryPlan {
  /** The catalogue entry the plan was made from. */
  readonly name: QueryName;
  readonly collection: string;
  readonly group: boolean;
  readonly where: readonly PlannedFilter[];
  readonly orderBy: readonly QueryOrder[];
}

/** The catalogue entry `name` with one value per filter. */
export function queryPlan<N extends QueryName>(name: N, ...values: QueryValues<N>): QueryPlan {
  const shape: QueryShape = QUERY_CATALOGUE[name];
  if (values.length !== shape.where.length) {
    throw new Error(`${name} takes ${shape.where.length} values, not ${values.length}`);
  }
  return {
    name,
    collection: shape.collection,
    group: shape.group,
    where: shape.where.map((filter, i) => ({ ...filter, value: values[i] })),
    orderBy: shape.orderBy,
  };
}

/**
 * The plan ordered last by the document id, in the direction of its last ordering (ascending
 * when it has none): the order Firestore runs it in anyway (every index ends with it), made
 * explicit for a cursor of values and an id (the public API's lists). It needs no other index
 * (ssr/src/api-queries.test.ts checks each such plan).
 */
export function thenById(plan: QueryPlan): QueryPlan {
  const last = plan.orderBy[plan.orderBy.length - 1];
  return {
    ...plan,
    orderBy: [...plan.orderBy, { field: DOCUMENT_ID, direction: last?.direction ?? 'asc' }],
  };
}

/** Which questions a list holds: every one, a category's or a tag's. */
export type QuestionListTarget =
  { kind: 'all' } | { kind: 'category'; categoryId: string } | { kind: 'tag'; tag: string };

/** The values of the sort tabs' own filters (Unanswered: `AnswerCount == 0`). */
const QUESTION_LIST_SORT_VALUES = {
  newest: [],
  top: [],
  unanswered: [0],
  active: [],
} as const satisfies {
  [T in QuestionListSort]: FilterValues<(typeof QUESTION_LIST_SORTS)[T]['where']>;
};

/** A question list under a sort tab: `questions.<kind>.<sort>` with the target's value. */
export function questionListPlan(target: QuestionListTarget, sort: QuestionListSort): QueryPlan {
  // The name and the values are computed: queryPlan checks the count when the plan is made.
  const tab = QUESTION_LIST_SORT_VALUES[sort];
  switch (target.kind) {
    case 'all':
      return queryPlan(`questions.all.${sort}`, ...tab);
    case 'category':
      return queryPlan(`questions.category.${sort}`, target.categoryId, ...tab);
    case 'tag':
      return queryPlan(`questions.tag.${sort}`, target.tag, ...tab);
  }
}
