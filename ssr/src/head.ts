// The <head> tags of a server-rendered page: title, description, canonical URL, Open Graph and
// Twitter card, and structured data.
import { APP_NAME, serializeForScript } from '@queryhub/web/server';
import { escapeHtml } from './html';

export interface PageHead {
  /** The page's own part of the title: "QueryHub • {title}", as the client's usePageTitle sets it. */
  title: string;
  description: string;
  /** Absolute URL. */
  canonicalUrl: string;
  /** Open Graph type: 'website' for lists, 'article' for a question. */
  type: 'website' | 'article';
  /** Keep the page out of search indexes (404 pages). */
  noindex?: boolean;
  /** schema.org JSON-LD, written as an application/ld+json data block. */
  jsonLd?: object;
  /** Other forms of the page for programs (its Atom feed, its Markdown view). */
  alternates?: AlternateLink[];
}

export interface AlternateLink {
  /** MIME type, e.g. application/atom+xml. */
  type: string;
  /** Absolute URL. */
  href: string;
  title: string;
}

/** Search result snippets show about this many characters. */
const DESCRIPTION_MAX = 160;

/** Whitespace collapsed and cut at a word boundary to at most `max` characters (with an ellipsis). */
export function summarize(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function fullTitle(title: string): string {
  return `${APP_NAME} • ${title}`;
}

export function renderHeadTags(head: PageHead): string {
  const title = escapeHtml(fullTitle(head.title));
  const description = escapeHtml(head.description);
  const url = escapeHtml(head.canonicalUrl);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<meta property="og:site_name" content="${APP_NAME}" />`,
    `<meta property="og:type" content="${head.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(head.alternates ?? []).map(
      (link) =>
        `<link rel="alternate" type="${escapeHtml(link.type)}" title="${escapeHtml(link.title)}" href="${escapeHtml(link.href)}" />`,
    ),
    head.jsonLd
      ? `<script type="application/ld+json">${serializeForScript(head.jsonLd)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
