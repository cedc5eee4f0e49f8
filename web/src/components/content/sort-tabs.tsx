import { Link } from 'react-router';
import { listSearch, SORT_LABELS, type ResultsSort } from '@/lib/question-sort';

export interface SortTabsProps {
  sorts: readonly ResultsSort[];
  current: ResultsSort;
  defaultSort: ResultsSort;
  /** The list's path without a query string. */
  pathname: string;
  /** A sort's link, when the list's URL holds more than its sort (search results' filters). */
  hrefOf?: (sort: ResultsSort) => string;
}

/** The sort tabs of a question list: real links, so crawlers and bookmarks keep the order. */
export function SortTabs({ sorts, current, defaultSort, pathname, hrefOf }: SortTabsProps) {
  return (
    <nav className="sort-tabs" aria-label="Sort questions">
      <ul className="sort-tabs__list">
        {sorts.map((sort) => (
          <li key={sort}>
            <Link
              className="sort-tabs__tab"
              to={hrefOf ? hrefOf(sort) : `${pathname}${listSearch(sort, defaultSort)}`}
              aria-current={sort === current ? 'page' : undefined}
            >
              {SORT_LABELS[sort]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface PageLinksProps {
  pathname: string;
  sort: ResultsSort;
  defaultSort: ResultsSort;
  /** The cursor of the next page (the last shown id), or null on the last page. */
  nextAfter: string | null;
  /** Whether this is a later page (then a link back to the first is shown). */
  paged: boolean;
}

/** "First page" / "Next page" links with the cursor in the URL, which a crawler can follow. */
export function PageLinks({ pathname, sort, defaultSort, nextAfter, paged }: PageLinksProps) {
  if (!paged && nextAfter === null) return null;
  return (
    <nav className="page-links" aria-label="Pages">
      {paged && <Link to={`${pathname}${listSearch(sort, defaultSort)}`}>First page</Link>}
      {nextAfter !== null && (
        <Link rel="next" to={`${pathname}${listSearch(sort, defaultSort, nextAfter)}`}>
          Next page
        </Link>
      )}
    </nav>
  );
}
