import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

const PAGE_SIZE = 500;

/** Calls `each` for every document of a query, a page at a time. */
export async function forEachDocument(
  query: Query,
  each: (doc: QueryDocumentSnapshot) => Promise<void>,
): Promise<number> {
  let count = 0;
  let page = await query.orderBy('__name__').limit(PAGE_SIZE).get();
  while (!page.empty) {
    for (const doc of page.docs) await each(doc);
    count += page.size;
    const last = page.docs[page.docs.length - 1];
    if (page.size < PAGE_SIZE || !last) break;
    page = await query.orderBy('__name__').startAfter(last).limit(PAGE_SIZE).get();
  }
  return count;
}
