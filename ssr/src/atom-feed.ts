// Atom 1.0 documents (RFC 4287), written by the `feed` package (docs/decisions.md, "Machine
// access"): this module only says what goes in. Entry titles are plain text, sent as escaped
// HTML; entry content is the post's sanitized HTML.
import { Feed } from 'feed';
import { APP_NAME } from '@queryhub/web/server';

export interface FeedHeader {
  title: string;
  subtitle: string;
  /** Absolute URL of the page the feed follows. */
  pageUrl: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
}

export interface FeedAuthor {
  name: string;
  /** Absolute URL of the author's public page, when the account still exists. */
  url?: string;
}

export interface FeedEntry {
  /** Absolute URL: the entry's id and its link. */
  url: string;
  /** Plain text. */
  title: string;
  author: FeedAuthor;
  publishedMillis: number;
  /** The last edit, else the publication. */
  updatedMillis: number;
  /** Sanitized HTML. */
  html: string;
  /** Tag names with the URL their scheme starts. */
  categories: { term: string; scheme: string }[];
}

/**
 * Everything XML 1.0 does not allow (C0 controls but tab and line breaks, unpaired surrogates,
 * U+FFFE and U+FFFF): a post may hold them, a feed must not.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

/** Text as HTML (for the `type="html"` title, where a reader would otherwise read `<b>` as markup). */
function textAsHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The feed document. `nowMillis` dates an empty feed (Atom requires `updated`). */
export function renderAtomFeed(
  header: FeedHeader,
  entries: FeedEntry[],
  nowMillis: number,
): string {
  const newest = entries.reduce((max, entry) => Math.max(max, entry.updatedMillis), 0);
  const feed = new Feed({
    id: header.feedUrl,
    title: xmlSafe(header.title),
    description: xmlSafe(header.subtitle),
    link: header.pageUrl,
    feed: header.feedUrl,
    updated: new Date(newest || nowMillis),
    generator: APP_NAME,
    // RFC 4287 4.1.1: a feed whose entries may lack an author names one itself (an empty feed).
    author: { name: APP_NAME },
  });
  for (const entry of entries) {
    feed.addItem({
      id: entry.url,
      link: entry.url,
      title: textAsHtml(xmlSafe(entry.title)),
      date: new Date(entry.updatedMillis),
      published: new Date(entry.publishedMillis),
      content: xmlSafe(entry.html),
      author: [{ name: xmlSafe(entry.author.name), link: entry.author.url }],
      category: entry.categories.map((category) => ({
        term: category.term,
        name: category.term,
        scheme: category.scheme,
      })),
    });
  }
  return feed.atom1();
}
