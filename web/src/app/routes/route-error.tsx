import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ChunkLoadError } from './lazy-page';

/** Friendly error for a page that failed to load or crashed, with a way forward. */
export function RouteError() {
  const error = useRouteError();
  const isChunk = error instanceof ChunkLoadError;
  if (!isChunk && !isRouteErrorResponse(error)) console.error(error);
  usePageTitle('Something went wrong');
  return (
    <section className="page page--narrow error-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title">SOMETHING WENT WRONG</h1>
      <p>
        {isChunk
          ? 'This page could not be loaded. Please check your connection and reload.'
          : 'An unexpected error stopped this page. Reloading usually helps.'}
      </p>
      <div className="actions">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <ButtonLink to={paths.home.getHref()} variant="secondary" reloadDocument>
          Return Home
        </ButtonLink>
      </div>
    </section>
  );
}
