import { COLLECTIONS } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { authorDisplayName } from '../posts/post-fields';
import { readSnapshot } from '../shared/documents';
import { runTransactionWithRetry } from '../shared/retry-contended';

/**
 * Writes the category's UserName, in one transaction. Home lists `Categories` itself (ordered
 * by date, paged), so no aggregate document grows with the number of categories: the legacy
 * `Topic/Name` list is no longer maintained. Idempotent: a name already written is kept.
 * Returns whether the name was written.
 */
export async function applyCategoryCreated(db: Firestore, categoryId: string): Promise<boolean> {
  const categoryRef = db.collection(COLLECTIONS.categories).doc(categoryId);
  return runTransactionWithRetry(db, async (transaction) => {
    const category = readSnapshot('categories', await transaction.get(categoryRef));
    if (!category) return false;
    const author =
      category.uid !== ''
        ? readSnapshot(
            'users',
            await transaction.get(db.collection(COLLECTIONS.users).doc(category.uid)),
          )
        : null;
    const UserName = authorDisplayName(author, category);
    if (category.UserName === UserName) return false;
    transaction.update(categoryRef, { UserName });
    return true;
  });
}
