import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '@/components/ui';
import { usePresenceOnline, useWelcomeRedirect, VerifyEmailBanner } from '@/features/auth';
import { noteFirstPageRendered } from '@/lib/first-page-paint';
import { useInitialNotFound } from '@/lib/initial-data';
import NotFoundPage from '@/pages/not-found-page';
import { Footer } from './footer';
import { Header } from './header';
import { RouteProgressBar } from './route-progress-bar';
import { UpdateNotice } from './update-notice';

/** After a client-side navigation, screen-reader and keyboard users start at the new content. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  usePresenceOnline();
  useWelcomeRedirect();
  useFocusMainOnNavigation();
  useEffect(noteFirstPageRendered, []);
  // The server answered 404 for this first URL (a missing category or question): show the page
  // it rendered, so hydration matches; any navigation renders the routes again.
  const notFound = useInitialNotFound();
  return (
    <div className="app">
      <RouteProgressBar />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <VerifyEmailBanner />
      <main id="main" className="app__main" tabIndex={-1}>
        {notFound ? <NotFoundPage /> : <Outlet />}
      </main>
      <Footer />
      <UpdateNotice />
      <ScrollRestoration />
    </div>
  );
}

/** Painted while the first page's chunk loads: the shell, no Firebase needed. */
export function ShellFallback() {
  return (
    <div className="app">
      <Header />
      <main id="main" className="app__main">
        <Spinner label="Loading page" />
      </main>
      <Footer />
    </div>
  );
}
