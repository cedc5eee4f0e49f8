import { useLocation, useSearchParams } from 'react-router';
import { parseQuestionSort, type QuestionSort } from '@/lib/question-sort';

/** Where a reader is in a paged question list: its path, the sort tab and the page's cursor. */
export interface QuestionListPosition {
  /** The list's path without a query string. */
  pathname: string;
  sort: QuestionSort;
  /** The page's cursor (`?after=`), '' on the first page. */
  after: string;
}

/** The position a question list's URL names (`?sort=&after=`). */
export function useQuestionListPosition(): QuestionListPosition {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return {
    pathname,
    sort: parseQuestionSort(searchParams.get('sort')),
    after: searchParams.get('after') ?? '',
  };
}
