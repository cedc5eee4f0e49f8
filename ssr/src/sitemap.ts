// sitemap.xml (a plain URL set, or a sitemap index once the site outgrows one file) and robots.txt.
import { escapeHtml } from './html';

/** The sitemaps protocol allows 50,000 URLs per file; stay well below it. */
export const URLS_PER_SITEMAP = 40_000;

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  lastModifiedMillis?: number | null;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function lastmod(millis: number | null | undefined): string {
  return typeof millis === 'number' ? `<lastmod>${new Date(millis).toISOString()}</lastmod>` : '';
}

export function renderUrlSet(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${escapeHtml(entry.loc)}</loc>${lastmod(entry.lastModifiedMillis)}</url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderSitemapIndex(sitemapUrls: string[]): string {
  const items = sitemapUrls.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The URL of the `page`th (0-based) question sitemap of an index. */
export function questionSitemapPath(page: number): string {
  return `/sitemaps/questions-${page + 1}.xml`;
}

/** The 0-based page of a question sitemap path, or null. */
export function parseQuestionSitemapPath(pathname: string): number | null {
  const match = /^\/sitemaps\/questions-([1-9]\d{0,5})\.xml$/.exec(pathname);
  return match ? Number(match[1]) - 1 : null;
}

/** How many question sitemaps `questionCount` questions need (0 when one file holds the site). */
export function questionSitemapCount(questionCount: number, fixedUrls: number): number {
  if (questionCount + fixedUrls <= URLS_PER_SITEMAP) return 0;
  return Math.ceil(questionCount / URLS_PER_SITEMAP);
}

/** Crawlers may read every page but the signed-in-only ones; the sitemap is named. */
/** robots.txt: the same text web's build writes into the hosting output. */
export { renderRobots } from '@queryhub/web/crawler-files';
