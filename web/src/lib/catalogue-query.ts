// The web SDK's adapter: a catalogue entry (QUERY_CATALOGUE, @queryhub/model) and its values, or
// a plan, as a Firestore query. With @queryhub/model's adminQuery, the only code that calls
// `where` and `orderBy` (ESLint refuses them elsewhere; docs/indexes.md, "Building a query"):
// the call site adds its limit and cursor with `sdk.query(built, ...)`.
import {
  queryPlan,
  type GroupQueryName,
  type QueryName,
  type QueryPlan,
  type QueryValues,
} from '@queryhub/model';
import type { DocumentData, DocumentReference, Firestore, Query } from 'firebase/firestore';
import type { FirestoreSdk } from './firebase';

/** The entries the browser runs: all but the collection groups (which only the functions read). */
export type WebQueryName = Exclude<QueryName, GroupQueryName>;

/**
 * The plan as a query of `from` (the database, or the document whose subcollection it reads:
 * `Users/{uid}` for `notifications.newest`).
 */
export function planQuery(
  sdk: FirestoreSdk,
  from: Firestore | DocumentReference,
  plan: QueryPlan,
): Query<DocumentData> {
  if (plan.group)
    throw new Error(`${plan.name} reads a collection group, which the web never does`);
  const collection =
    from.type === 'document'
      ? sdk.collection(from, plan.collection)
      : sdk.collection(from, plan.collection);
  return sdk.query(
    collection,
    ...plan.where.map(({ field, op, value }) => sdk.where(field, op, value)),
    ...plan.orderBy.map(({ field, direction }) => sdk.orderBy(field, direction)),
  );
}

/** The catalogue entry `name` with one value per filter, as a query of `from`. */
export function catalogueQuery<N extends WebQueryName>(
  sdk: FirestoreSdk,
  from: Firestore | DocumentReference,
  name: N,
  ...values: QueryValues<N>
): Query<DocumentData> {
  return planQuery(sdk, from, queryPlan(name, ...values));
}
