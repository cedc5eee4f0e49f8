import { useEffect, useState } from 'react';
import { loadFirestore } from '@/lib/firebase';
import { COLLECTIONS, toQuestionView, type QuestionView } from '@queryhub/model';
import { matchedWords, rankByRelevance } from '../relevance';
import { toSearchWords } from './search-content';

/** At most this many similar questions are suggested. */
export const SIMILAR_LIMIT = 5;
/** Typing pauses this long before the suggestions are looked up. */
export const SIMILAR_DEBOUNCE_MS = 400;
const POOL = 30;
/** Short words ("how", "do", "i") match nearly everything, so only longer ones are searched. */
const MIN_WORD_LENGTH = 3;
const MAX_WORDS = 10;

/** The words of a draft question worth searching for: the longest, up to MAX_WORDS. */
export function similarityWords(draft: string): string[] {
  return toSearchWords(draft)
    .filter((word) => [...word].length >= MIN_WORD_LENGTH)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORDS);
}

/** Up to SIMILAR_LIMIT existing questions most like the draft (relevance order). */
export async function findSimilarQuestions(draft: string): Promise<QuestionView[]> {
  const words = similarityWords(draft);
  if (words.length === 0) return [];
  const { db, sdk } = await loadFirestore();
  const { collection, getDocs, limit, orderBy, query, where } = sdk;
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.questions),
      where('Keywords', 'array-contains-any', words),
      orderBy('date', 'desc'),
      limit(POOL),
    ),
  );
  const matches = snapshot.docs
    .map((d) => ({
      item: toQuestionView(d.id, d.data()),
      matched: matchedWords(d.data().Keywords, words),
    }))
    // Moderation: a hidden question is never suggested.
    .filter(({ item }) => !item.hidden);
  return rankByRelevance(matches).slice(0, SIMILAR_LIMIT);
}

/** Similar questions for a draft being typed, looked up once typing pauses. */
export function useSimilarQuestions(draft: string): QuestionView[] {
  const [found, setFound] = useState<{ draft: string; questions: QuestionView[] }>({
    draft: '',
    questions: [],
  });
  const key = similarityWords(draft).join(' ');
  useEffect(() => {
    if (key === '') return;
    let active = true;
    const timer = setTimeout(() => {
      findSimilarQuestions(key).then(
        (questions) => {
          if (active) setFound({ draft: key, questions });
        },
        () => {
          // Suggestions are a help, not a requirement: a failed lookup shows none.
        },
      );
    }, SIMILAR_DEBOUNCE_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [key]);
  return key === '' ? [] : found.questions;
}
