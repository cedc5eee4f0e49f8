// The keyword search: what answers a search when the search database cannot (docs/decisions.md,
// "Search"). Posts whose `Keywords` hold any searched word, the newest first, ranked by how many
// words they match, then score, then recency; the request's filters applied to what was read.
// One page, and a fixed cost: at most SEARCH_LIMITS.keywordReads document reads per request.
import {
  adminQuery,
  SEARCH_LIMITS,
  searchQueryWords,
  toAnswerView,
  toQuestionView,
  type AnswerView,
  type QuestionView,
} from '@queryhub/model';
import type { SearchRequest } from '@queryhub/search';
import { NO_RESULTS, type SearchResults } from '@queryhub/web/server';
import { firestore } from './admin-firestore';

/** Reads per section: the answers' one page, the questions the rest (they are what a search is for). */
const KEYWORD_ANSWER_READS = SEARCH_LIMITS.pageSize;
const KEYWORD_QUESTION_READS = SEARCH_LIMITS.keywordReads - KEYWORD_ANSWER_READS;

/** A matching document as the Admin SDK gives it. */
export interface MatchDoc {
  id: string;
  data(): Record<string, unknown> | undefined;
}

interface Match<T> {
  view: T;
  matched: number;
}

/** How many of the searched words are among a post's keywords. */
function matchedWords(keywords: unknown, words: readonly string[]): number {
  if (!Array.isArray(keywords)) return 0;
  const set = new Set(keywords.filter((k): k is string => typeof k === 'string'));
  return words.reduce((count, word) => count + (set.has(word) ? 1 : 0), 0);
}

function ranked<T extends { hidden: boolean; score: number; dateMillis: number | null }>(
  docs: readonly MatchDoc[],
  words: readonly string[],
  toView: (id: string, data: Record<string, unknown>) => T,
  keep: (view: T) => boolean,
): T[] {
  return docs
    .map((doc): Match<T> => {
      const data = doc.data() ?? {};
      return { view: toView(doc.id, data), matched: matchedWords(data.Keywords, words) };
    })
    .filter(({ view }) => !view.hidden && keep(view))
    .sort(
      (a, b) =>
        b.matched - a.matched ||
        b.view.score - a.view.score ||
        (b.view.dateMillis ?? 0) - (a.view.dateMillis ?? 0),
    )
    .slice(0, SEARCH_LIMITS.pageSize)
    .map(({ view }) => view);
}

/** Whether a question passes the request's filters. */
function questionKept(request: SearchRequest): (question: QuestionView) => boolean {
  return (question) =>
    (request.categoryId === '' || question.catId === request.categoryId) &&
    (request.tag === '' || question.tags.includes(request.tag)) &&
    (request.answered !== 'answered' || question.answerCount > 0) &&
    (request.answered !== 'unanswered' || question.answerCount === 0) &&
    (!request.accepted || question.acceptedAnswerId !== '');
}

/**
 * Whether answers are searched: not under a tag (an answer does not carry its question's tags,
 * and reading the questions would cost more) nor when only unanswered questions are wanted.
 */
function searchesAnswers(request: SearchRequest): boolean {
  return request.tag === '' && request.answered !== 'unanswered' && request.sort !== 'unanswered';
}

/** The page shown from the matching documents (pure: hidden posts and filtered ones left out). */
export function toKeywordResults(
  request: SearchRequest,
  questionDocs: readonly MatchDoc[],
  answerDocs: readonly MatchDoc[],
): SearchResults {
  const words = searchQueryWords(request.text);
  const keepAnswer = (answer: AnswerView) =>
    (request.categoryId === '' || answer.catId === request.categoryId) &&
    (!request.accepted || answer.accepted);
  return {
    ...NO_RESULTS,
    questions: ranked(questionDocs, words, toQuestionView, questionKept(request)),
    answers: searchesAnswers(request) ? ranked(answerDocs, words, toAnswerView, keepAnswer) : [],
    degraded: true,
  };
}

/** The keyword search's results for a request (its first page only; later pages are empty). */
export async function loadKeywordSearch(request: SearchRequest): Promise<SearchResults> {
  const words = searchQueryWords(request.text);
  if (words.length === 0 || request.page > 1) return { ...NO_RESULTS, degraded: true };
  const store = firestore();
  const matching = async (
    name: 'questions.keywords.newest' | 'answers.keywords.newest',
    reads: number,
  ): Promise<MatchDoc[]> => (await adminQuery(store, name, words).limit(reads).get()).docs;
  const [questions, answers] = await Promise.all([
    matching('questions.keywords.newest', KEYWORD_QUESTION_READS),
    searchesAnswers(request) ? matching('answers.keywords.newest', KEYWORD_ANSWER_READS) : [],
  ]);
  return toKeywordResults(request, questions, answers);
}
