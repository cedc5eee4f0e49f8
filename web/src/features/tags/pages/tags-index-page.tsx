import { PageIntro } from '@/components/content/page-intro';
import { Section } from '@/components/ui';
import { Link, useSearchParams } from 'react-router';
import { LiveList } from '@/components/content/live-list';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import type { SubscriptionState } from '@/lib/subscription';
import { useTagIndex } from '../api/get-tag-index';
import { parseTagFilter, tagIndexHref, type TagCount, type TagIndexPage } from '../api/tag-index';
import '../tags.css';

function tagsOf(state: SubscriptionState<TagIndexPage>): SubscriptionState<TagCount[]> {
  return state.status === 'ready' ? { status: 'ready', data: state.data.tags } : state;
}

function questionCount(count: number): string {
  return count === 1 ? '1 question' : `${count} questions`;
}

/**
 * /Tags?filter=&after= — every tag with its question count, most used first; the filter box
 * (a GET form, so every filtered page has a URL the server renders) keeps the tags whose name
 * starts with the text, A to Z. Paged with "First page" / "Next page" links.
 */
export default function TagsIndexPage() {
  const [searchParams] = useSearchParams();
  const filter = parseTagFilter(searchParams.get('filter'));
  const after = searchParams.get('after') ?? '';
  usePageTitle(filter ? `Tags starting with ${filter}` : 'Tags');
  const index = useTagIndex(filter, after);
  const nextAfter = index.status === 'ready' ? index.data.nextAfter : null;

  return (
    <>
      <PageIntro titleId="tags-title" title="Tags">
        <p className="page-intro__text">
          Every tag with how many questions carry it, the most used first.
        </p>
        <form method="get" className="tag-filter" role="search" aria-label="Tags">
          <label htmlFor="tag-filter">Filter tags by name</label>{' '}
          <input
            id="tag-filter"
            type="search"
            name="filter"
            defaultValue={filter}
            maxLength={35}
            autoComplete="off"
            spellCheck={false}
          />{' '}
          <button type="submit">Filter</button>
        </form>
        {filter && (
          <p className="page-intro__text">
            Tags starting with “{filter}”, A to Z.{' '}
            <Link to={paths.tags.getHref()}>Show all tags</Link>
          </p>
        )}
      </PageIntro>
      <Section titleId="tag-list-title" title="TAGS">
        <LiveList
          state={tagsOf(index)}
          label="Tags"
          listClassName="tag-index"
          emptyMessage={filter ? `No Tags Start With ${filter}` : 'No Tags Yet'}
          renderItem={({ tag, questionCount: count }) => (
            <li key={tag} className="tag-index__item">
              <Link className="tag-link" to={paths.tag.getHref(tag)}>
                {tag}
              </Link>{' '}
              <span className="tag-index__count">{`× ${questionCount(count)}`}</span>
            </li>
          )}
        />
        {(after !== '' || nextAfter !== null) && (
          <nav className="page-links" aria-label="Pages">
            {after !== '' && <Link to={tagIndexHref(filter)}>First page</Link>}
            {nextAfter !== null && (
              <Link rel="next" to={tagIndexHref(filter, nextAfter)}>
                Next page
              </Link>
            )}
          </nav>
        )}
      </Section>
    </>
  );
}
