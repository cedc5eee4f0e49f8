// Server only (bundled into the `ssr` Cloud Function by ssr/vite.config.ts): renders a URL with
// the same routes, providers and components as the browser app.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/app';
import { routes } from '@/app/router';
import type { InitialData } from '@/lib/initial-data';

const handler = createStaticHandler(routes);

/** How long a render may take before it is aborted (a stuck render must not hold the request). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * The markup of #root for `url`, complete: it resolves once everything has rendered
 * (`onAllReady`), so crawlers get the whole page. The view is signed out and reads `initialData`
 * where the browser would subscribe.
 */
export async function renderApp(url: URL, initialData: InitialData): Promise<string> {
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) throw new Error(`Unexpected redirect for ${url.pathname}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(
      <AppProviders initialData={initialData}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      {
        onAllReady() {
          clearTimeout(timer);
          stream.pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          console.error('Server render error', error);
        },
      },
    );
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
  });
}
