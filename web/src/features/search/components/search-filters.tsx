import { searchRequestParams, type SearchRequest } from '@queryhub/search/request';

/**
 * The results' filters as a GET form: the choice lands in the page URL (shareable, crawlable);
 * the rest of the request (text, sort, category, tag…) travels as hidden fields.
 */
export function SearchFilters({ request }: { request: SearchRequest }) {
  const kept = searchRequestParams({ ...request, page: 1, answered: 'any', accepted: false });
  if (!request.text.includes('-')) kept.delete('q');
  return (
    <form method="get" className="search-filters" aria-label="Filter results">
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        Answers{' '}
        <select name="answered" defaultValue={request.answered}>
          <option value="any">Any</option>
          <option value="answered">Answered</option>
          <option value="unanswered">Unanswered</option>
        </select>
      </label>{' '}
      <label>
        <input type="checkbox" name="accepted" value="1" defaultChecked={request.accepted} />{' '}
        Accepted answer
      </label>{' '}
      <button type="submit">Apply filters</button>
    </form>
  );
}
