import { COLLECTIONS, type TopicCategory as StoredTopicCategory } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { authorDisplayName } from '../posts/post-fields';
import { runTransactionWithRetry } from '../shared/retry-contended';

/** The item shape of the legacy `Topic/Name.categories` list (read by migrateLegacyData). */
export type TopicCategory = StoredTopicCategory<unknown>;

/**
 * Writes the category's UserName, in one transaction. Home lists `Categories` itself (ordered
 * by date, paged), so no aggregate document grows with the number of categories: the legacy
 * `Topic/Name` list is no longer maintained. Idempotent: a name already written is kept.
 * Returns whether the name was written.
 */
export async function applyCategoryCreated(db: Firestore, categoryId: string): Promise<boolean> {
  const categoryRef = db.collection(COLLECTIONS.categories).doc(categoryId);
  return runTransactionWithRetry(db, async (transaction) => {
    const category = await transaction.get(categoryRef);
    const data = category.data();
    if (!data) return false;
    const author =
      typeof data.uid === 'string' && data.uid !== ''
        ? await transaction.get(db.collection(COLLECTIONS.users).doc(data.uid))
        : null;
    const UserName = authorDisplayName(author?.data(), data);
    if (data.UserName === UserName) return false;
    transaction.update(categoryRef, { UserName });
    return true;
  });
}
