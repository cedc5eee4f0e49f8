import { TAG_MAX_LENGTH } from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore } from '@/lib/firebase';

/** An existing tag and how many questions carry it (`Tags/{tag}`). */
export interface TagSuggestion {
  tag: string;
  questionCount: number;
}

/** How many suggestions the Tags field shows. */
const TAG_SUGGESTION_COUNT = 8;

/**
 * The existing tags starting with `prefix` (by document id, so one small indexed range read),
 * without the ones no visible question carries any more.
 */
export async function fetchTagSuggestions(prefix: string): Promise<TagSuggestion[]> {
  if (prefix === '' || prefix.length > TAG_MAX_LENGTH) return [];
  const { db, sdk } = await loadFirestore();
  const { getDocs, limit, query } = sdk;
  // Every tag character sorts below U+F8FF, so `prefix + U+F8FF` closes the range of the prefix.
  const withPrefix = catalogueQuery(sdk, db, 'tags.byNamePrefix', prefix, `${prefix}\uf8ff`);
  const snapshot = await getDocs(query(withPrefix, limit(TAG_SUGGESTION_COUNT)));
  return snapshot.docs
    .map((doc) => {
      const count: unknown = doc.get('QuestionCount');
      return { tag: doc.id, questionCount: typeof count === 'number' ? count : 0 };
    })
    .filter((suggestion) => suggestion.questionCount > 0);
}
