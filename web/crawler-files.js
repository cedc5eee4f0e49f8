// robots.txt, written into the hosting output by web's build (vite.config.ts) and also served
// by the ssr function. A static file because Hosting serves it before any rewrite, everywhere:
// the functions emulator's runtime answers /robots.txt itself with a 404 before the ssr
// function sees the request. Plain JavaScript, as `@queryhub/web/crawler-files`, because a Vite
// config loads another package's module with Node itself (see build-paths.js).

/** The origin robots.txt names when SITE_ORIGIN is not set: the local hosting emulator. */
export const LOCAL_SITE_ORIGIN = 'http://127.0.0.1:5000';

/**
 * robots.txt for the site at `origin`: everything crawlable except the signed-in pages, and
 * the sitemap's absolute URL.
 * @param {string} origin
 * @returns {string}
 */
export function renderRobots(origin) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /Profile',
    'Disallow: /Create',
    'Disallow: /Ask/',
    'Disallow: /Reply/',
    '',
    `Sitemap: ${origin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');
}
