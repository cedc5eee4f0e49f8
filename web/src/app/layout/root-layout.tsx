import { Outlet } from 'react-router';
import { Spinner } from '@/components/ui';
import { usePresenceOnline } from '@/features/auth';
import { Footer } from './footer';
import { Header } from './header';
import { RouteProgressBar } from './route-progress-bar';
import { UpdateNotice } from './update-notice';

export function RootLayout() {
  usePresenceOnline();
  return (
    <div className="app">
      <RouteProgressBar />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <UpdateNotice />
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
