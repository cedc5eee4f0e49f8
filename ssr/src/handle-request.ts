// The `ssr` function's request handler (loaded on the first request; see index.ts).
import shellHtml from 'virtual:app-shell';
import manifest from 'virtual:web-manifest';
import {
  answerAnchorId,
  fromUrlText,
  paths,
  INITIAL_DATA_ELEMENT_ID,
  NOT_FOUND_KEY,
  parseTagFilter,
  serializeForScript,
  tagIndexHref,
  type InitialData,
  renderApp,
  resultsRequest,
  searchDataKey,
} from '@queryhub/web/server';
import { renderHeadTags, summarize, type PageHead } from './head';
import { renderDocument, splitShell } from './html';
import { buildQaPageJsonLd } from './json-ld';
import { duplicateNoindex } from './duplicate-noindex';
import {
  loadAllQuestions,
  loadCategory,
  loadHome,
  loadQuestion,
  loadTag,
  loadTagIndex,
} from './page-data';
import { SEARCH_API_PREFIX, serveSearchApi } from './search-api';
import { loadSearchResults } from './search-data';
import { pageRoute } from './page-route';
import { deferredPreloadTags } from './deferred-scripts';
import { mathStylesheetTag } from './math-stylesheet';
import { chunkFiles } from './preload';
import { serveRobots, serveSitemap } from './serve-sitemap';
import { MCP_PATH } from './machine-paths';
import { serveMachineView } from './machine-routes';
import { pageAlternates } from './page-alternates';
import type { RequestLike, ResponseLike } from './http-types';
import { CACHE_ERROR, CACHE_NOT_FOUND, CACHE_PAGE } from './cache-control';
import { siteOrigin } from './site-origin';
import { API_PREFIX } from './api-params';
import { servePublicApi } from './api-serve';

const DEFAULT_DESCRIPTION = 'QueryHub: a free forum for asking and solving queries.';

let shell: ReturnType<typeof splitShell> | undefined;

interface RenderedPage {
  status: number;
  head: PageHead;
  data: InitialData;
  /** The page's lazily loaded module (a key of the web build's manifest), if it has one. */
  pageModule?: string;
}

const PAGE_MODULES = {
  category: 'src/app/routes/category-page.tsx',
  question: 'src/app/routes/question-page.tsx',
  results: 'src/features/search/pages/results-page.tsx',
  tag: 'src/app/routes/tag-page.tsx',
  tags: 'src/features/tags/pages/tags-index-page.tsx',
  allQuestions: 'src/features/questions/pages/all-questions-page.tsx',
} as const;

async function resolvePage(url: URL, origin: string): Promise<RenderedPage> {
  const pathname = url.pathname;
  const route = pageRoute(pathname);
  const notFound: RenderedPage = {
    status: 404,
    head: {
      title: 'Page Not Found',
      description: 'The page you are looking for does not exist or has moved.',
      canonicalUrl: `${origin}${pathname}`,
      type: 'website',
      noindex: true,
    },
    data: { [NOT_FOUND_KEY]: true },
  };
  switch (route.kind) {
    case 'home': {
      const home = await loadHome();
      return {
        status: 200,
        head: {
          title: 'Home',
          description: DEFAULT_DESCRIPTION,
          canonicalUrl: `${origin}/`,
          type: 'website',
          alternates: pageAlternates.home(origin),
        },
        data: home.data,
      };
    }
    case 'category': {
      const category = await loadCategory(route.categoryId);
      if (!category) return notFound;
      return {
        status: 200,
        head: {
          // The client's title comes from the URL's name; the server uses the same.
          title: fromUrlText(route.nameInUrl) || category.subject,
          description: summarize(
            `Questions and answers about ${category.subject} on QueryHub, newest first.`,
          ),
          canonicalUrl: `${origin}${paths.category.getHref(route.categoryId, category.subject)}`,
          type: 'website',
          alternates: pageAlternates.category(origin, route.categoryId, category.subject),
        },
        data: category.data,
        pageModule: PAGE_MODULES.category,
      };
    }
    case 'tag': {
      const tagged = await loadTag(route.tag);
      return {
        status: 200,
        head: {
          title: `Questions tagged ${route.tag}`,
          description: summarize(
            `Questions and answers tagged ${route.tag} on QueryHub, newest first.`,
          ),
          canonicalUrl: `${origin}${paths.tag.getHref(route.tag)}`,
          type: 'website',
          // A tag no visible question carries is an empty page: not worth indexing.
          noindex: tagged.questions.length === 0,
          alternates: tagged.questions.length === 0 ? [] : pageAlternates.tag(origin, route.tag),
        },
        data: tagged.data,
        pageModule: PAGE_MODULES.tag,
      };
    }
    case 'tags': {
      const filter = parseTagFilter(url.searchParams.get('filter'));
      const after = url.searchParams.get('after') ?? '';
      const index = await loadTagIndex(filter, after);
      return {
        status: 200,
        head: {
          title: filter ? `Tags starting with ${filter}` : 'Tags',
          description: 'Every tag on QueryHub with how many questions carry it, most used first.',
          canonicalUrl: `${origin}${tagIndexHref(filter, after)}`,
          type: 'website',
          // The unfiltered index is the page to find; filtered views only repeat it.
          noindex: filter !== '' || index.page.tags.length === 0,
        },
        data: index.data,
        pageModule: PAGE_MODULES.tags,
      };
    }
    case 'all-questions': {
      const all = await loadAllQuestions();
      return {
        status: 200,
        head: {
          title: 'All questions',
          description: 'The questions of every category on QueryHub, newest first.',
          canonicalUrl: `${origin}${paths.allQuestions.getHref()}`,
          type: 'website',
          noindex: all.questions.length === 0,
        },
        data: all.data,
        pageModule: PAGE_MODULES.allQuestions,
      };
    }
    case 'question': {
      const found = await loadQuestion(route.questionId);
      if (!found) return notFound;
      const { question, answers } = found;
      if (question.hidden) {
        return {
          status: 200,
          head: {
            title: 'Hidden question',
            description: 'This question is hidden until a moderator reviews it.',
            canonicalUrl: `${origin}${pathname}`,
            type: 'article',
            noindex: true,
          },
          data: found.data,
          pageModule: PAGE_MODULES.question,
        };
      }
      const pageUrl = `${origin}${paths.question.getHref(question.catId, question.id, question.question)}`;
      return {
        status: 200,
        head: {
          title: summarize(question.question, 70),
          description: summarize(
            answers[0] ? `${question.question} — ${answers[0].answer}` : question.question,
          ),
          canonicalUrl: pageUrl,
          type: 'article',
          noindex: await duplicateNoindex(question),
          alternates: pageAlternates.question(origin, question),
          jsonLd: buildQaPageJsonLd({
            question,
            answers,
            answerCount: found.answerCount,
            pageUrl,
            answerUrl: (answer) => `${pageUrl}#${answerAnchorId(answer.id)}`,
          }),
        },
        data: found.data,
        pageModule: PAGE_MODULES.question,
      };
    }
    case 'results': {
      // A refused request (over the length limit, not a tag) is an empty search: the page says
      // why, as the browser's render does.
      const { request } = resultsRequest(route.searchText, url.searchParams);
      const results = await loadSearchResults(request).catch(() => null);
      return {
        status: 200,
        head: {
          title: `Search: ${route.searchText}`,
          description: summarize(`Questions and answers on QueryHub about ${route.searchText}.`),
          canonicalUrl: `${origin}${paths.results.getHref(route.searchText)}`,
          type: 'website',
        },
        data: results ? { [searchDataKey(request)]: results } : {},
        pageModule: PAGE_MODULES.results,
      };
    }
    case 'app':
      return {
        status: 200,
        head: {
          title: 'QueryHub',
          description: DEFAULT_DESCRIPTION,
          canonicalUrl: `${origin}${pathname}`,
          type: 'website',
          noindex: true,
        },
        data: {},
      };
    case 'not-found':
      return notFound;
  }
}

async function servePage(request: RequestLike, response: ResponseLike): Promise<void> {
  const started = performance.now();
  const origin = siteOrigin(request);
  const url = new URL(request.originalUrl, origin);
  const page = await resolvePage(url, origin);
  const loaded = performance.now();
  const rootMarkup = await renderApp(url, page.data);
  const rendered = performance.now();
  shell ??= splitShell(shellHtml);
  const html = renderDocument(shell, {
    headTags:
      renderHeadTags(page.head) +
      mathStylesheetTag(rootMarkup) +
      (page.pageModule
        ? deferredPreloadTags(chunkFiles(manifest, page.pageModule, 'index.html'))
        : ''),
    rootMarkup,
    bodyScripts: `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${serializeForScript(page.data)}</script>`,
  });
  response
    .status(page.status)
    .set('Content-Type', 'text/html; charset=utf-8')
    .set('Cache-Control', page.status === 200 ? CACHE_PAGE : CACHE_NOT_FOUND)
    // Where the time went, for browser dev tools and bench/ssr.ts (no user data in it).
    .set(
      'Server-Timing',
      `data;dur=${(loaded - started).toFixed(1)}, render;dur=${(rendered - loaded).toFixed(1)}`,
    )
    .send(html);
}

export async function handleRequest(request: RequestLike, response: ResponseLike): Promise<void> {
  // The public API answers its own methods (OPTIONS, 405 with its Allow) and errors (JSON).
  if (request.path.startsWith(API_PREFIX)) return servePublicApi(request, response);
  // The MCP server: its own methods (POST) and JSON-RPC errors; the SDK loads only for it.
  if (request.path === MCP_PATH) {
    const { serveMcp } = await import('./mcp-serve');
    return serveMcp(request, response);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('Allow', 'GET, HEAD').set('Cache-Control', CACHE_ERROR).send('');
    return;
  }
  try {
    if (request.path === '/robots.txt') return serveRobots(siteOrigin(request), response);
    if (request.path === '/sitemap.xml' || request.path.startsWith('/sitemaps/')) {
      return await serveSitemap(request.path, siteOrigin(request), response);
    }
    if (await serveMachineView(request.path, siteOrigin(request), response)) return;
    if (request.path.startsWith(SEARCH_API_PREFIX)) {
      return await serveSearchApi(new URL(request.originalUrl, 'http://localhost'), response);
    }
    await servePage(request, response);
  } catch (error) {
    console.error('Server rendering failed', request.path, error);
    response
      .status(500)
      .set('Content-Type', 'text/plain; charset=utf-8')
      .set('Cache-Control', CACHE_ERROR)
      .send('QueryHub could not render this page. Please reload.');
  }
}
