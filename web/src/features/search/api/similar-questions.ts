import { useEffect, useState } from 'react';
import { SEARCH_LIMITS, searchQueryWords, type QuestionView } from '@queryhub/model';
import { RELATED_API_PATH, SIMILAR_API_PATH } from '../search-query';
import { questionListSchema, readJson } from './search-response';

/** At most this many similar questions are suggested. */
const SIMILAR_LIMIT = 5;
/** Typing pauses this long before the suggestions are looked up. */
export const SIMILAR_DEBOUNCE_MS = 400;
/** Short words ("how", "do", "i") match nearly everything, so only longer ones are searched. */
const MIN_WORD_LENGTH = 3;
const MAX_WORDS = 10;

/** The words of a draft question worth searching for: the longest, up to MAX_WORDS. */
export function similarityWords(draft: string): string[] {
  return searchQueryWords(draft)
    .filter((word) => [...word].length >= MIN_WORD_LENGTH)
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_WORDS);
}

/** Up to SIMILAR_LIMIT existing questions most like the draft (the search's JSON route). */
async function findSimilarQuestions(draft: string): Promise<QuestionView[]> {
  const response = await fetch(`${SIMILAR_API_PATH}?title=${encodeURIComponent(draft)}`);
  if (!response.ok) return [];
  const { questions } = await readJson(response, questionListSchema);
  return questions.slice(0, SIMILAR_LIMIT);
}

/** Up to 5 questions related to a question (the question page's list). */
export async function findRelatedQuestions(questionId: string): Promise<QuestionView[]> {
  const response = await fetch(`${RELATED_API_PATH}?id=${encodeURIComponent(questionId)}`);
  if (!response.ok) return [];
  return (await readJson(response, questionListSchema)).questions;
}

/** Similar questions for a draft being typed, looked up once typing pauses. */
export function useSimilarQuestions(draft: string): QuestionView[] {
  const [found, setFound] = useState<{ draft: string; questions: QuestionView[] }>({
    draft: '',
    questions: [],
  });
  const key =
    similarityWords(draft).length > 0 ? draft.trim().slice(0, SEARCH_LIMITS.queryChars) : '';
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

/** Questions related to a question, looked up once it is shown; none for ''. */
export function useRelatedQuestions(questionId: string): QuestionView[] {
  const [found, setFound] = useState<{ id: string; questions: QuestionView[] } | null>(null);
  useEffect(() => {
    if (questionId === '') return;
    let active = true;
    findRelatedQuestions(questionId).then(
      (questions) => {
        if (active) setFound({ id: questionId, questions });
      },
      () => {
        // A help, not a requirement: a failed lookup shows nothing.
      },
    );
    return () => {
      active = false;
    };
  }, [questionId]);
  return found?.id === questionId ? found.questions : [];
}
