import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

const PAGE_SIZE = 500;

/**
 * Calls `each` for every document of a query, a page at a time. The query is one of the query
 * catalogue's walks, ordered by document id (such as `votes.byAuthor`): each page continues
 * after the last document of the one before.
 */
export async function forEachDocument(
  query: Query,
  each: (doc: QueryDocumentSnapshot) => Promise<void>,
): Promise<number> {
  let count = 0;
  let page = await query.limit(PAGE_SIZE).get();
  while (!page.empty) {
    for (const doc of page.docs) await each(doc);
    count += page.size;
    const last = page.docs[page.docs.length - 1];
    if (page.size < PAGE_SIZE || !last) break;
    page = await query.startAfter(last).limit(PAGE_SIZE).get();
  }
  return count;
}
