// Build-time only (scripts/prerender-shell.ts): the app shell as static HTML for index.html.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ShellFallback } from './root-layout';

/** What React paints first on every route (header, spinner, footer), before any data. */
export function renderShellMarkup(): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ShellFallback />
    </MemoryRouter>,
  );
}
