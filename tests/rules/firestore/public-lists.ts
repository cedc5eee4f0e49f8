// The cases every public collection shares: anyone reads a document, and a visitor may run the
// page's list query only with a limit of at most 50 (the rules' `isPagedList`).
import { assertFails, assertSucceeds, type FirestoreClients, fs } from './kit.js';
import { it } from 'vitest';
import type { Role } from '../environment.js';

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
      await assertSucceeds(fs.getDoc(fs.doc(clients.as(role), collectionName, id)));
    });
  }
}

export interface PageQuery {
  /** Whose query it is, for the test names ("the category page"). */
  page: string;
  collectionName: string;
  /** The one equality filter the page's query has, newest first. */
  field: string;
  op?: fs.WhereFilterOp;
  value: string;
  /** The page's own size. */
  size: number;
}

/** The visitor runs the page's query; without a limit or above 50 it is refused, at 50 it is not. */
export function itPagesTheQuery(clients: FirestoreClients, page: PageQuery): void {
  const constraints = () =>
    [fs.where(page.field, page.op ?? '==', page.value), fs.orderBy('date', 'desc')] as const;

  it(`visitor runs ${page.page}'s query`, async () => {
    const db = clients.as('visitor');
    const q = fs.query(
      fs.collection(db, page.collectionName),
      ...constraints(),
      fs.limit(page.size),
    );
    await assertSucceeds(fs.getDocs(q));
  });

  it(`visitor cannot run ${page.page}'s query without a limit, or above 50`, async () => {
    const list = fs.collection(clients.as('visitor'), page.collectionName);
    await assertFails(fs.getDocs(fs.query(list, ...constraints())));
    await assertFails(fs.getDocs(fs.query(list, ...constraints(), fs.limit(51))));
    await assertSucceeds(fs.getDocs(fs.query(list, ...constraints(), fs.limit(50))));
  });
}
