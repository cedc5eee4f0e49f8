/**
 * How many items each public list reads per page (the first page is what server rendering
 * shows too). The rules refuse any list query above 50 (`request.query.limit <= 50`).
 */
export const PAGE_SIZES = {
  /** Home: categories, newest first. */
  categories: 30,
  /** A category's questions, newest first. */
  categoryQuestions: 20,
  /** A question's answers, newest first. */
  questionAnswers: 20,
  /** Each section of the search results. */
  searchResults: 20,
} as const;

/** The largest `limit` the rules accept on a list query. */
export const MAX_LIST_LIMIT = 50;
