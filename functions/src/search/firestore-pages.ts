// Reads the questions or the answers in pages of document-id order (the catalogue's walks), for
// a reindex of the search mirror.
import { adminQuery, type PostKind } from '@queryhub/model';
import type { SourcePost } from '@queryhub/search';
import type { Firestore } from 'firebase-admin/firestore';

const REINDEX_PAGE_SIZE = 500;

export async function* firestorePages(
  db: Firestore,
  kind: PostKind,
  pageSize = REINDEX_PAGE_SIZE,
): AsyncGenerator<SourcePost[]> {
  const walk = kind === 'question' ? 'questions.all' : 'answers.all';
  let after: string | undefined;
  for (;;) {
    let query = adminQuery(db, walk).limit(pageSize);
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
