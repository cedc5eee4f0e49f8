import {
  COLLECTIONS,
  TOPIC_NAME_ID,
  type TopicCategory as StoredTopicCategory,
} from '@queryhub/model';
import type { Firestore } from 'firebase-admin/firestore';
import { authorName } from '../posts/post-fields';
import { storedDocuments } from '../shared/converters';
import { runTransactionWithRetry } from '../shared/retry-contended';

/** One item of Topic/Name.categories; its date is the category's, copied as it is. */
export type TopicCategory = StoredTopicCategory<unknown>;

/** The Topic/Name list with the category appended, or null when it already holds that id. */
export function withCategory(existing: unknown, item: TopicCategory): TopicCategory[] | null {
  const list = Array.isArray(existing) ? (existing as TopicCategory[]) : [];
  if (list.some((category) => category?.id === item.id)) return null;
  return [...list, item];
}

/**
 * Writes the category's UserName and appends it to Topic/Name.categories, in one transaction.
 * Idempotent: an id already in the list is not appended again.
 */
export async function applyCategoryCreated(db: Firestore, categoryId: string): Promise<boolean> {
  const categoryRef = db.collection(COLLECTIONS.categories).doc(categoryId);
  const topicRef = db
    .collection(COLLECTIONS.topic)
    .doc(TOPIC_NAME_ID)
    .withConverter(storedDocuments.topic);
  return runTransactionWithRetry(db, async (transaction) => {
    const category = await transaction.get(categoryRef);
    const data = category.data();
    if (!data) return false;
    const author =
      typeof data.uid === 'string' && data.uid !== ''
        ? await transaction.get(db.collection(COLLECTIONS.users).doc(data.uid))
        : null;
    const topic = await transaction.get(topicRef);
    const UserName = authorName(author?.data(), data);
    const categories = withCategory(topic.data()?.categories, {
      id: categoryId,
      Subject: typeof data.Subject === 'string' ? data.Subject : '',
      UserName,
      date: data.date ?? null,
    });
    if (data.UserName !== UserName) transaction.update(categoryRef, { UserName });
    if (categories) transaction.set(topicRef, { categories }, { merge: true });
    return categories !== null;
  });
}
