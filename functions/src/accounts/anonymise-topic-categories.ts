import { COLLECTIONS, isDocumentData, readString, TOPIC_NAME_ID } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { DELETED_USER_NAME } from './deleted-user';
import { runTransactionWithRetry } from '../shared/retry-contended';

/**
 * The Topic/Name list with the given categories' UserName anonymised, or null if unchanged. Items
 * are legacy data, kept as they are (with any field the original app wrote) but for the name.
 */
export function withAnonymisedCategories(
  existing: unknown,
  categoryIds: ReadonlySet<string>,
): unknown[] | null {
  if (!Array.isArray(existing)) return null;
  let changed = false;
  const list = existing.map((item: unknown) => {
    if (!isDocumentData(item) || !categoryIds.has(readString(item, 'id'))) return item;
    if (item.UserName === DELETED_USER_NAME) return item;
    changed = true;
    return { ...item, UserName: DELETED_USER_NAME };
  });
  return changed ? list : null;
}

/** Renames the given categories' authors in Topic/Name to 'Deleted user', in one transaction. */
export async function anonymiseTopicCategories(
  db: Firestore,
  categoryIds: readonly string[],
): Promise<boolean> {
  if (categoryIds.length === 0) return false;
  const ids = new Set(categoryIds);
  const topicRef = db.collection(COLLECTIONS.topic).doc(TOPIC_NAME_ID);
  return runTransactionWithRetry(db, async (transaction) => {
    const categories = withAnonymisedCategories(
      (await transaction.get(topicRef)).get('categories'),
      ids,
    );
    if (categories) transaction.update(topicRef, { categories });
    return categories !== null;
  });
}
