import type { Firestore } from 'firebase-admin/firestore';
import {
  adminQuery,
  COLLECTIONS,
  readCategoryDoc,
  readPostDoc,
  type CategoryDoc,
  type PostKind,
} from '@queryhub/model';
import { postKeywords } from '../posts/post-derived-fields';
import { BatchedWriter } from '../shared/batches';
import { readSnapshot } from '../shared/documents';
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

/** What a post and a category share: their author and the name they show. */
type AuthoredDoc = Pick<CategoryDoc<unknown>, 'uid' | 'UserName' | 'Anonymised'>;

function sameWords(a: readonly string[] | undefined, b: string[]): boolean {
  return a !== undefined && a.length === b.length && a.every((word, i) => word === b[i]);
}

/**
 * The author's displayName for a post or category that lacks its UserName (a create trigger
 * that failed), or null: a name it has is kept, an anonymised one never gets a name back.
 */
async function missingAuthorName(
  db: Firestore,
  stored: AuthoredDoc,
  names: Map<string, string | null>,
): Promise<string | null> {
  if ((stored.UserName ?? '') !== '') return null;
  const { uid } = stored;
  if (stored.Anonymised === true || uid === '') return null;
  if (!names.has(uid)) {
    const author = readSnapshot('users', await db.collection(COLLECTIONS.users).doc(uid).get());
    const displayName = author?.displayName ?? '';
    names.set(uid, displayName !== '' ? displayName : null);
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
  const repair = (
    walk: 'questions.all' | 'answers.all' | 'categories.all',
    kind: PostKind | null,
  ) =>
    forEachDocument(adminQuery(db, walk), async (doc) => {
      const changes: Record<string, unknown> = {};
      const data = doc.data() ?? {};
      const post = kind ? readPostDoc(kind, data) : null;
      if (kind && post) {
        const keywords = postKeywords(kind, post);
        if (!sameWords(post.Keywords, keywords)) changes.Keywords = keywords;
      }
      const UserName = await missingAuthorName(db, post ?? readCategoryDoc(data), names);
      if (UserName !== null) {
        changes.UserName = UserName;
        namesRestored += 1;
      }
      if (Object.keys(changes).length === 0) return;
      updated += 1;
      await writer.update(doc.ref, changes);
    });
  const questions = await repair('questions.all', 'question');
  const answers = await repair('answers.all', 'answer');
  const categories = await repair('categories.all', null);
  await writer.flush();
  return { questions, answers, categories, updated, namesRestored };
}
