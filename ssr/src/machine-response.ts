// How the machine-readable views answer: their document with the pages' caching, or a short
// plain-text refusal.
import { CACHE_ERROR, CACHE_NOT_FOUND, CACHE_PAGE } from './cache-control';
import type { ResponseLike } from './http-types';

export function sendDocument(response: ResponseLike, contentType: string, body: string): void {
  response
    .status(200)
    .set('Content-Type', `${contentType}; charset=utf-8`)
    .set('Cache-Control', CACHE_PAGE)
    .send(body);
}

function sendText(response: ResponseLike, status: number, cache: string, text: string): void {
  response
    .status(status)
    .set('Content-Type', 'text/plain; charset=utf-8')
    .set('Cache-Control', cache)
    .send(`${text}\n`);
}

/** Nothing a visitor may see is there (missing, hidden or deleted alike). */
export function sendNotFound(response: ResponseLike): void {
  sendText(response, 404, CACHE_NOT_FOUND, 'Not found.');
}

/** The path cannot name anything stored (a parameter that is no id or tag). */
export function sendMalformed(response: ResponseLike, message: string): void {
  sendText(response, 400, CACHE_ERROR, message);
}
