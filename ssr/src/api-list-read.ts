// Runs a public API list plan (api-queries.ts) with the Admin SDK: a page and one more (which
// only tells that a next page exists), continuing after the cursor's position. The next position
// is the last item of the page as read, hidden or not, so hidden items never stop the paging.
import {
  Timestamp,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { adminPlanQuery } from '@queryhub/model';
import type { CursorValue } from './api-cursor';
import type { PagePosition, ReadPage } from './api-handler';
import type { PageRequest } from './api-params';
import type { ApiListQuery } from './api-queries';
import { firestore } from './admin-firestore';

function toFirestoreValue(value: CursorValue): number | Timestamp {
  return typeof value === 'number' ? value : new Timestamp(value.seconds, value.nanos);
}

/** A sort value as a cursor holds it; null for a type no list orders by. */
function toCursorValue(value: unknown): CursorValue | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Timestamp) return { seconds: value.seconds, nanos: value.nanoseconds };
  return null;
}

function positionOf(doc: QueryDocumentSnapshot, fields: readonly string[]): PagePosition | null {
  const values: CursorValue[] = [];
  for (const field of fields) {
    const value = toCursorValue(doc.get(field));
    if (value === null) {
      console.warn('Public API: no cursor for', doc.ref.path, field);
      return null;
    }
    values.push(value);
  }
  return { values, id: doc.id };
}

export async function readListPage<T>(
  list: ApiListQuery,
  page: PageRequest,
  toItem: (id: string, data: DocumentData) => T,
  fields: readonly string[] = [],
): Promise<ReadPage<T>> {
  let query: Query = adminPlanQuery(firestore(), list.plan);
  if (fields.length > 0) query = query.select(...fields);
  if (page.after) {
    query = query.startAfter(...page.after.values.map(toFirestoreValue), page.after.id);
  }
  const snapshot = await query.limit(page.limit + 1).get();
  const docs = snapshot.docs.slice(0, page.limit);
  const last = docs[docs.length - 1];
  return {
    items: docs.map((doc) => toItem(doc.id, doc.data())),
    next: snapshot.size > page.limit && last ? positionOf(last, list.cursorFields) : null,
  };
}
