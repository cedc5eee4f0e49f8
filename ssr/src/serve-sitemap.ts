// /robots.txt, /sitemap.xml and /sitemaps/questions-N.xml.
import { paths } from '@queryhub/web/server';
import type { ResponseLike } from './http-types';
import { loadSitemapBasics, loadSitemapQuestions } from './page-data';
import {
  parseQuestionSitemapPath,
  questionSitemapCount,
  questionSitemapPath,
  renderRobots,
  renderSitemapIndex,
  renderUrlSet,
  URLS_PER_SITEMAP,
  type SitemapEntry,
} from './sitemap';

const CACHE_SITEMAP = 'public, max-age=3600, s-maxage=3600';

function send(response: ResponseLike, type: string, body: string, status = 200): void {
  response
    .status(status)
    .set('Content-Type', `${type}; charset=utf-8`)
    .set('Cache-Control', CACHE_SITEMAP)
    .send(body);
}

export function serveRobots(origin: string, response: ResponseLike): void {
  send(response, 'text/plain', renderRobots(origin));
}

async function questionEntries(origin: string, page: number): Promise<SitemapEntry[]> {
  const questions = await loadSitemapQuestions(page * URLS_PER_SITEMAP, URLS_PER_SITEMAP);
  return questions.map((question) => ({
    loc: `${origin}${paths.question.getHref(question.catId, question.id, question.question)}`,
    lastModifiedMillis: question.dateMillis,
  }));
}

export async function serveSitemap(
  pathname: string,
  origin: string,
  response: ResponseLike,
): Promise<void> {
  const basics = await loadSitemapBasics();
  const fixed: SitemapEntry[] = [
    { loc: `${origin}/` },
    { loc: `${origin}${paths.allQuestions.getHref()}` },
    { loc: `${origin}${paths.tags.getHref()}` },
    ...basics.categories
      .filter((category) => category.subject)
      .map((category) => ({
        loc: `${origin}${paths.category.getHref(category.id, category.subject)}`,
        lastModifiedMillis: category.dateMillis,
      })),
    ...basics.tags.map((tag) => ({ loc: `${origin}${paths.tag.getHref(tag)}` })),
  ];
  const sitemaps = questionSitemapCount(basics.questionCount, fixed.length);
  if (pathname === '/sitemap.xml') {
    if (sitemaps === 0) {
      send(
        response,
        'application/xml',
        renderUrlSet([...fixed, ...(await questionEntries(origin, 0))]),
      );
      return;
    }
    const urls = ['/sitemaps/pages.xml'];
    for (let page = 0; page < sitemaps; page += 1) urls.push(questionSitemapPath(page));
    send(response, 'application/xml', renderSitemapIndex(urls.map((path) => `${origin}${path}`)));
    return;
  }
  if (pathname === '/sitemaps/pages.xml' && sitemaps > 0) {
    send(response, 'application/xml', renderUrlSet(fixed));
    return;
  }
  const page = parseQuestionSitemapPath(pathname);
  if (page !== null && page < sitemaps) {
    send(response, 'application/xml', renderUrlSet(await questionEntries(origin, page)));
    return;
  }
  send(response, 'text/plain', 'Not found', 404);
}
