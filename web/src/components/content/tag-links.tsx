import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * A question's tags as links to their pages (`/Tags/{tag}`), on question cards and pages. Shared
 * UI rather than the tags feature's: the question cards of every list show it.
 */
export function TagLinks({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-links" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag-link" to={paths.tag.getHref(tag)}>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
