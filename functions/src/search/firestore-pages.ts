// Reads a collection in pages of document-id order, for a reindex of the search mirror.
import type { SourcePost } from '@queryhub/search';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';

export const REINDEX_PAGE_SIZE = 500;

export async function* firestorePages(
  db: Firestore,
  collection: string,
  pageSize = REINDEX_PAGE_SIZE,
): AsyncGenerator<SourcePost[]> {
  let after: string | undefined;
  for (;;) {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(pageSize);
    if (after !== undefined) query = query.startAfter(after);
    const snapshot = await query.get();
    if (snapshot.empty) return;
    yield snapshot.docs.map((doc) => ({
      id: doc.id,
      data: doc.data(),
      updatedAt: doc.updateTime.toDate(),
    }));
    after = snapshot.docs[snapshot.docs.length - 1]?.id;
    if (snapshot.size < pageSize) return;
  }
}
