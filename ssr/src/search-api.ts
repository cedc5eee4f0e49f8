// The search's JSON routes (Hosting sends every path it does not serve to the `ssr` function):
//   GET /api/search?q=&sort=&page=&category=&answered=&accepted=&tag=&exact=&prefix=0
//     (the request's URL form: @queryhub/search's searchRequestParams)
//   GET /api/similar?title=     GET /api/related?id=
import { SEARCH_LIMITS } from '@queryhub/model';
import { SearchInputError, searchRequestFromParams, type SearchRequest } from '@queryhub/search';
import { loadRelatedQuestions, loadSearchResults, loadSimilarQuestions } from './search-data';

interface JsonResponse {
  status(code: number): JsonResponse;
  set(field: string, value: string): JsonResponse;
  send(body: string): void;
}

/** Results are the same for everyone: a short shared cache, like the pages. */
const CACHE_RESULTS = 'public, max-age=30, s-maxage=60';

export const SEARCH_API_PREFIX = '/api/';

function sendJson(response: JsonResponse, status: number, body: unknown, cache: string): void {
  response
    .status(status)
    .set('Content-Type', 'application/json; charset=utf-8')
    .set('Cache-Control', cache)
    .send(JSON.stringify(body));
}

function refuse(response: JsonResponse, message: string): void {
  sendJson(response, 400, { error: message }, 'no-store');
}

export async function serveSearchApi(url: URL, response: JsonResponse): Promise<void> {
  const params = url.searchParams;
  switch (url.pathname) {
    case '/api/search': {
      let request: SearchRequest;
      try {
        request = searchRequestFromParams(params);
      } catch (error) {
        if (error instanceof SearchInputError) return refuse(response, error.message);
        throw error;
      }
      return sendJson(response, 200, await loadSearchResults(request), CACHE_RESULTS);
    }
    case '/api/similar': {
      const title = params.get('title') ?? '';
      if (title.length > SEARCH_LIMITS.queryChars)
        return refuse(response, 'The title is too long.');
      return sendJson(
        response,
        200,
        { questions: await loadSimilarQuestions(title) },
        CACHE_RESULTS,
      );
    }
    case '/api/related': {
      const id = params.get('id') ?? '';
      if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return refuse(response, 'Unknown question.');
      return sendJson(response, 200, { questions: await loadRelatedQuestions(id) }, CACHE_RESULTS);
    }
    default:
      return sendJson(response, 404, { error: 'Not found.' }, 'no-store');
  }
}
