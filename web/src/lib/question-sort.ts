import { PAGE_SIZES, visiblePosts } from '@queryhub/model';

// The sort tabs of question lists (category pages, search results) as URL values. Pure: what
// each tab filters and orders by is the query catalogue's (QUESTION_LIST_SORTS of
// @queryhub/model, docs/indexes.md), which the data hooks build with questionListPlan.

export const QUESTION_SORTS = ['newest', 'top', 'unanswered', 'active'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/** Search results add relevance (matched words, then score, then recency), their default. */
export type ResultsSort = QuestionSort | 'relevance';

export const SORT_LABELS: Record<ResultsSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  top: 'Top',
  unanswered: 'Unanswered',
  active: 'Active',
};

/** A list shows this many questions per page (model's page size; the rules cap lists at 50). */
export const QUESTIONS_PAGE_SIZE = PAGE_SIZES.categoryQuestions;

/** `?sort=` of a category page; anything unknown is the default, newest. */
export function parseQuestionSort(value: string | null): QuestionSort {
  return (QUESTION_SORTS as readonly string[]).includes(value ?? '')
    ? (value as QuestionSort)
    : 'newest';
}

/** Query string of a list URL: the sort (omitted when default) and the page cursor. */
export function listSearch(sort: ResultsSort, defaultSort: ResultsSort, after?: string): string {
  const params = new URLSearchParams();
  if (sort !== defaultSort) params.set('sort', sort);
  if (after) params.set('after', after);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A list page as read (QUESTIONS_PAGE_SIZE + 1 questions, hidden ones included): the questions it
 * shows, without the hidden ones, and the next page's cursor (the last question of the page,
 * hidden or not, so hidden questions never stop the paging), or null on the last page.
 */
export function splitQuestionPage<T extends { id: string; hidden: boolean }>(
  read: readonly T[],
): { shown: T[]; nextAfter: string | null } {
  const page = read.slice(0, QUESTIONS_PAGE_SIZE);
  return {
    shown: visiblePosts(page),
    nextAfter: read.length > QUESTIONS_PAGE_SIZE ? (page[page.length - 1]?.id ?? null) : null,
  };
}
