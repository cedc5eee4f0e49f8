import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRouteModules } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { readInitialData } from './lib/initial-data';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A server-rendered page carries its data; the client hydrates the same tree from it. The app
// shell (app-shell.html, the service worker's copy) carries none and is rendered from scratch.
const initialData = readInitialData(document);
if (initialData) {
  // The page's lazily loaded route module must be there before hydrating, or the router would
  // first render its fallback and not match the server's HTML.
  // As a transition, React hydrates in slices of a few milliseconds and yields to the browser
  // in between, instead of one long task that blocks input on a slow phone.
  void preloadRouteModules(window.location).then(() => {
    startTransition(() => {
      hydrateRoot(container, <App initialData={initialData} />, {
        onRecoverableError(error) {
          console.error('Hydration error', error);
        },
      });
    });
  });
} else {
  createRoot(container).render(<App />);
}

// Off the critical path: once the page has loaded.
window.addEventListener(
  'load',
  () => {
    void registerServiceWorker();
    void import('./app/web-vitals').then(({ reportWebVitals }) => reportWebVitals());
  },
  { once: true },
);
