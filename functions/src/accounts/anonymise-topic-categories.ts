import { COLLECTIONS, TOPIC_NAME_ID } from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import type { TopicCategory } from '../categories/apply-category-created';
import { DELETED_USER_NAME } from './deleted-user';
import { runTransactionWithRetry } from '../shared/retry-contended';

/** The Topic/Name list with the given categories' UserName anonymised, or null if unchanged. */
export function withAnonymisedCategories(
  existing: unknown,
  categoryIds: ReadonlySet<string>,
): TopicCategory[] | null {
  if (!Array.isArray(existing)) return null;
  let changed = false;
  const list = (existing as TopicCategory[]).map((category) => {
    if (!categoryIds.has(category?.id) || category.UserName === DELETED_USER_NAME) return category;
    changed = true;
    return { ...category, UserName: DELETED_USER_NAME };
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
