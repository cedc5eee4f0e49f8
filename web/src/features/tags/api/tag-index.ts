// The tag index (`/Tags`): every tag with its question count (`Tags/{tag}`, kept by the
// question-tag-counts handler), a page at a time. Pure, so the server render (ssr/) reads the
// same page with the Admin SDK and both sides show the same list.
import { isTag, PAGE_SIZES, TAG_MAX_LENGTH } from '@queryhub/model';

/** An existing tag and how many visible questions carry it. */
export interface TagCount {
  tag: string;
  questionCount: number;
}

/** One page of the index: its tags and the next page's cursor (`?after=`), or null. */
export interface TagIndexPage {
  tags: TagCount[];
  nextAfter: string | null;
}

/** Tags a page shows (one more is read to know whether a next page exists). */
export const TAG_INDEX_PAGE_SIZE = PAGE_SIZES.tagIndex;

/**
 * What the page's query reads. Without a filter, the tags most used first (`QuestionCount > 0
 * orderBy QuestionCount desc`, then the document id as Firestore adds it), continuing after the
 * cursor tag's document. With a filter, the tags whose name starts with it, A to Z: a range on
 * the document id (`__name__ >= filter`, `< filter + U+F8FF`, orderBy `__name__`), continuing
 * after the cursor name. Firestore cannot order a range on one field by another, so a filtered
 * page is alphabetical; both are one indexed read of a page and one more.
 */
export type TagIndexQuery =
  | { kind: 'most-used'; after: string }
  | { kind: 'by-name'; prefix: string; after: string }
  /** A filter no tag can start with (a character tags never have): nothing to read. */
  | { kind: 'none' };

/** Every tag character sorts below U+F8FF, so `prefix + U+F8FF` closes the range of a prefix. */
export const PREFIX_RANGE_END = '\uf8ff';

/** `?filter=` as a name prefix: trimmed and lowercased (tags are lowercase); '' for none. */
export function parseTagFilter(value: string | null): string {
  return (value ?? '').trim().toLowerCase().slice(0, TAG_MAX_LENGTH);
}

/** The query for a filter (parsed) and a cursor (`?after=`, ignored unless it is a tag). */
export function tagIndexQuery(filter: string, after: string): TagIndexQuery {
  const cursor = isTag(after) ? after : '';
  if (filter === '') return { kind: 'most-used', after: cursor };
  if (!isTag(filter)) return { kind: 'none' };
  return { kind: 'by-name', prefix: filter, after: cursor > filter ? cursor : '' };
}

/** A `Tags` document as both SDKs give it. */
export interface TagDocLike {
  id: string;
  data(): Record<string, unknown> | undefined;
}

/**
 * The page from the documents read (TAG_INDEX_PAGE_SIZE + 1 at most): the next cursor is the
 * page's last document, and tags no visible question carries any more (a filtered read can
 * meet them) are left out of what is shown.
 */
export function toTagIndexPage(docs: readonly TagDocLike[]): TagIndexPage {
  const page = docs.slice(0, TAG_INDEX_PAGE_SIZE);
  const tags = page
    .map((doc) => {
      const count = doc.data()?.QuestionCount;
      return { tag: doc.id, questionCount: typeof count === 'number' ? count : 0 };
    })
    .filter((entry) => entry.questionCount > 0);
  const last = page[page.length - 1];
  return { tags, nextAfter: docs.length > TAG_INDEX_PAGE_SIZE && last ? last.id : null };
}

export const NO_TAGS: TagIndexPage = { tags: [], nextAfter: null };

/** The URL of an index page: `/Tags`, then `?filter=` and `?after=` when set. */
export function tagIndexHref(filter: string, after = ''): string {
  const params = new URLSearchParams();
  if (filter) params.set('filter', filter);
  if (after) params.set('after', after);
  const search = params.toString();
  return search ? `/Tags?${search}` : '/Tags';
}
