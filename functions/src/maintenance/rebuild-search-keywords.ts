import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, type PostKind } from '@queryhub/model';
import { postKeywords } from '../posts/post-derived-fields';
import { BatchedWriter } from '../shared/batches';
import { forEachDocument } from '../shared/paging';

export interface RebuildCounts {
  questions: number;
  answers: number;
  categories: number;
  /** Documents written (keywords and/or author name). */
  updated: number;
  /** Of those, documents whose missing UserName was restored. */
  namesRestored: number;
}

function sameWords(a: unknown, b: string[]): boolean {
  return Array.isArray(a) && a.length === b.length && a.every((word, i) => word === b[i]);
}

/**
 * The author's displayName for a post or category that lacks its UserName (a create trigger
 * that failed), or null: a name it has is kept, an anonymised one never gets a name back.
 */
export async function missingAuthorName(
  db: Firestore,
  doc: DocumentSnapshot,
  names: Map<string, string | null>,
): Promise<string | null> {
  const current = doc.get('UserName') as unknown;
  if (typeof current === 'string' && current !== '') return null;
  const uid = doc.get('uid') as unknown;
  if (doc.get('Anonymised') === true || typeof uid !== 'string' || uid === '') return null;
  if (!names.has(uid)) {
    const displayName = (await db.collection(COLLECTIONS.users).doc(uid).get()).get(
      'displayName',
    ) as unknown;
    names.set(uid, typeof displayName === 'string' && displayName !== '' ? displayName : null);
  }
  return names.get(uid) ?? null;
}

/**
 * Recomputes `Keywords` of every question and answer with the current rule, and restores a
 * missing `UserName` on questions, answers and categories from the author's profile.
 */
export async function rebuildSearchKeywords(db: Firestore): Promise<RebuildCounts> {
  const writer = new BatchedWriter(db);
  const names = new Map<string, string | null>();
  let updated = 0;
  let namesRestored = 0;
  const repair = (collection: string, kind: PostKind | null) =>
    forEachDocument(db.collection(collection), async (doc) => {
      const changes: Record<string, unknown> = {};
      if (kind) {
        const keywords = postKeywords(kind, doc.data() ?? {});
        if (!sameWords(doc.get('Keywords'), keywords)) changes.Keywords = keywords;
      }
      const UserName = await missingAuthorName(db, doc, names);
      if (UserName !== null) {
        changes.UserName = UserName;
        namesRestored += 1;
      }
      if (Object.keys(changes).length === 0) return;
      updated += 1;
      await writer.update(doc.ref, changes);
    });
  const questions = await repair(COLLECTIONS.questions, 'question');
  const answers = await repair(COLLECTIONS.answers, 'answer');
  const categories = await repair(COLLECTIONS.categories, null);
  await writer.flush();
  return { questions, answers, categories, updated, namesRestored };
}
