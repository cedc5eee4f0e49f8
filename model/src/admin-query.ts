// The Admin SDK's adapter (functions, ssr and their scripts): a catalogue entry and its values,
// or a plan, as a firebase-admin query. Typed structurally, so model imports no SDK: the Admin
// SDK's `Firestore` and `DocumentReference` are query parents, and the result is the SDK's own
// `Query`, to which the call site adds its limit, cursor or select (docs/indexes.md). The
// document id is the field `__name__`, which the Admin SDK reads as `FieldPath.documentId()`.
import type { FilterOp, OrderDirection, QueryName } from './queries.js';
import { queryPlan, type GroupQueryName, type QueryPlan, type QueryValues } from './query-plan.js';

/** What the adapter calls on an Admin SDK query. */
export interface AdminQueryLike {
  where(field: string, op: FilterOp, value: unknown): AdminQueryLike;
  orderBy(field: string, direction: OrderDirection): AdminQueryLike;
}

/** A database or a document: what a collection is read from. */
export interface AdminQueryParent {
  collection(id: string): AdminQueryLike;
}

/** The database, which also reads collection groups. */
interface AdminQueryRoot extends AdminQueryParent {
  collectionGroup(id: string): AdminQueryLike;
}

/** The SDK's query type for a parent (firebase-admin's `Query`). */
export type AdminQueryOf<P extends AdminQueryParent> = ReturnType<
  ReturnType<P['collection']>['where']
>;

/** A collection-group entry is read from the database; the others from it or a document. */
type ParentFor<N extends QueryName> = N extends GroupQueryName ? AdminQueryRoot : AdminQueryParent;

/** The plan as a query of `from`'s SDK: its collection (or group), filters and orderings. */
export function adminPlanQuery<P extends AdminQueryParent>(
  from: P,
  plan: QueryPlan,
): AdminQueryOf<P> {
  let query: AdminQueryLike;
  if (plan.group) {
    if (!('collectionGroup' in from)) {
      throw new Error(`${plan.name} reads a collection group: run it from the database`);
    }
    query = (from as P & AdminQueryRoot).collectionGroup(plan.collection);
  } else {
    query = from.collection(plan.collection);
  }
  for (const { field, op, value } of plan.where) query = query.where(field, op, value);
  for (const { field, direction } of plan.orderBy) query = query.orderBy(field, direction);
  return query as AdminQueryOf<P>;
}

/**
 * The catalogue entry `name`, with one value per filter, as a query of `from` (the database,
 * or the document whose subcollection it reads: `Users/{uid}` for `notifications.newest`).
 */
export function adminQuery<N extends QueryName, P extends ParentFor<N>>(
  from: P,
  name: N,
  ...values: QueryValues<N>
): AdminQueryOf<P> {
  return adminPlanQuery(from, queryPlan(name, ...values));
}
