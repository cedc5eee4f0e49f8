import type { SearchQuery } from '../search-query';

/**
 * The results' filters as a GET form: the choice lands in the page URL (shareable, crawlable);
 * the text, sort and category travel as hidden fields.
 */
export function SearchFilters({ query }: { query: SearchQuery }) {
  return (
    <form method="get" className="search-filters" aria-label="Filter results">
      {query.text.includes('-') && <input type="hidden" name="q" value={query.text} />}
      {query.sort !== 'relevance' && <input type="hidden" name="sort" value={query.sort} />}
      {query.category && <input type="hidden" name="category" value={query.category} />}
      <label>
        Answers{' '}
        <select name="answered" defaultValue={query.answered}>
          <option value="any">Any</option>
          <option value="answered">Answered</option>
          <option value="unanswered">Unanswered</option>
        </select>
      </label>{' '}
      <label>
        <input type="checkbox" name="accepted" value="1" defaultChecked={query.accepted} /> Accepted
        answer
      </label>{' '}
      <button type="submit">Apply filters</button>
    </form>
  );
}
