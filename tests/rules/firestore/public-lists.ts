// The cases every public collection shares: anyone reads a document, and a visitor may run the
// page's list query only with a limit of at most 50 (the rules' `isPagedList`).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type WhereFilterOp,
} from 'firebase/firestore';
import { it } from 'vitest';
import type { Role } from '../environment.js';
import type { FirestoreClients } from './roles.js';

const READERS: Role[] = ['visitor', 'user', 'owner', 'otherUser', 'admin'];

/** Every role, from visitor to admin, reads `collectionName/id` (`noun`: "a question"). */
export function itReadsForEveryRole(
  clients: FirestoreClients,
  collectionName: string,
  id: string,
  noun: string,
): void {
  for (const role of READERS) {
    it(`${role} reads ${noun}`, async () => {
      await assertSucceeds(getDoc(doc(clients.as(role), collectionName, id)));
    });
  }
}

export interface PageQuery {
  /** Whose query it is, for the test names ("the category page"). */
  page: string;
  collectionName: string;
  /** The one equality filter the page's query has, newest first. */
  field: string;
  op?: WhereFilterOp;
  value: string;
  /** The page's own size. */
  size: number;
}

/** The visitor runs the page's query; without a limit or above 50 it is refused, at 50 it is not. */
export function itPagesTheQuery(clients: FirestoreClients, page: PageQuery): void {
  const constraints = () =>
    [where(page.field, page.op ?? '==', page.value), orderBy('date', 'desc')] as const;

  it(`visitor runs ${page.page}'s query`, async () => {
    const db = clients.as('visitor');
    const q = query(collection(db, page.collectionName), ...constraints(), limit(page.size));
    await assertSucceeds(getDocs(q));
  });

  it(`visitor cannot run ${page.page}'s query without a limit, or above 50`, async () => {
    const list = collection(clients.as('visitor'), page.collectionName);
    await assertFails(getDocs(query(list, ...constraints())));
    await assertFails(getDocs(query(list, ...constraints(), limit(51))));
    await assertSucceeds(getDocs(query(list, ...constraints(), limit(50))));
  });
}
