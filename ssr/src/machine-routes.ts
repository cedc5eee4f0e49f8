// The machine-readable views: /llms.txt, the Atom feeds under /feeds/ and the
// Markdown view of a question. Everything else is a page (handle-request.ts).
import type { ResponseLike } from './http-types';
import { FEEDS_PREFIX, LLMS_TXT_PATH, parseMarkdownViewPath } from './machine-paths';
import { serveFeed } from './serve-feeds';
import { serveLlmsTxt } from './serve-llms-txt';
import { serveMarkdownView } from './serve-markdown-view';

/** Serves `pathname` when it is a machine-readable view; false when it is not one. */
export async function serveMachineView(
  pathname: string,
  origin: string,
  response: ResponseLike,
): Promise<boolean> {
  if (pathname === LLMS_TXT_PATH) {
    await serveLlmsTxt(origin, response);
    return true;
  }
  if (pathname.startsWith(FEEDS_PREFIX)) {
    await serveFeed(pathname, origin, response);
    return true;
  }
  const markdownView = parseMarkdownViewPath(pathname);
  if (markdownView) {
    await serveMarkdownView(markdownView, origin, response);
    return true;
  }
  return false;
}
