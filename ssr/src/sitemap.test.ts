import { describe, expect, it } from 'vitest';
import {
  parseQuestionSitemapPath,
  questionSitemapCount,
  questionSitemapPath,
  renderRobots,
  renderSitemapIndex,
  renderUrlSet,
  URLS_PER_SITEMAP,
} from './sitemap';

describe('sitemap', () => {
  it('lists URLs escaped, with lastmod when known', () => {
    const xml = renderUrlSet([
      { loc: 'https://q.example/' },
      { loc: 'https://q.example/Category/a/A-&-B', lastModifiedMillis: Date.UTC(2026, 0, 1) },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://q.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://q.example/Category/a/A-&amp;-B</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod></url>',
    );
  });

  it('becomes an index only when one file cannot hold every URL', () => {
    expect(questionSitemapCount(100, 10)).toBe(0);
    expect(questionSitemapCount(URLS_PER_SITEMAP - 10, 10)).toBe(0);
    expect(questionSitemapCount(URLS_PER_SITEMAP, 10)).toBe(1);
    expect(questionSitemapCount(URLS_PER_SITEMAP * 2 + 1, 10)).toBe(3);
    const index = renderSitemapIndex(['https://q.example/sitemaps/questions-1.xml']);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(
      '<sitemap><loc>https://q.example/sitemaps/questions-1.xml</loc></sitemap>',
    );
  });

  it('names question sitemaps 1-based and parses them back', () => {
    expect(questionSitemapPath(0)).toBe('/sitemaps/questions-1.xml');
    expect(parseQuestionSitemapPath('/sitemaps/questions-1.xml')).toBe(0);
    expect(parseQuestionSitemapPath('/sitemaps/questions-0.xml')).toBeNull();
    expect(parseQuestionSitemapPath('/sitemaps/questions-x.xml')).toBeNull();
  });

  it('robots.txt allows the content, not the signed-in pages, and names the sitemap', () => {
    const robots = renderRobots('https://q.example');
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /Profile');
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
    expect(robots).toContain('Sitemap: https://q.example/sitemap.xml');
  });
});
