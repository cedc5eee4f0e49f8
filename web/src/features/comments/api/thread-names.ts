// The names of the people in a question's thread (its answerers and commenters), read once, for
// the answer form's @-suggestions.
import { MAX_LIST_LIMIT } from '@queryhub/model';
import { catalogueQuery } from '@/lib/catalogue-query';
import { loadFirestore } from '@/lib/firebase';
import { useSubscription, type Subscribe } from '@/lib/subscription';

const NO_NAMES: readonly string[] = [];

function readThreadNames(questionId: string): Subscribe<readonly string[]> {
  return async (onData, onError) => {
    try {
      const { db, sdk } = await loadFirestore();
      const { getDocs, limit, query } = sdk;
      const inThread = (name: 'answers.ofQuestion' | 'comments.ofQuestion') =>
        getDocs(query(catalogueQuery(sdk, db, name, questionId), limit(MAX_LIST_LIMIT)));
      const [answers, comments] = await Promise.all([
        inThread('answers.ofQuestion'),
        inThread('comments.ofQuestion'),
      ]);
      const names = [...answers.docs, ...comments.docs].map(
        (doc) => doc.get('UserName') as unknown,
      );
      onData([...new Set(names.filter((name): name is string => typeof name === 'string'))]);
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
    }
    return () => {};
  };
}

/** The thread's names (none while they load or when they cannot be read). */
export function useThreadNames(questionId: string): readonly string[] {
  const state = useSubscription(
    `ThreadNames?QuestionID=${questionId}`,
    readThreadNames(questionId),
  );
  return state.status === 'ready' ? state.data : NO_NAMES;
}
