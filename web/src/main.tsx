import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/service-worker';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App />);

// Off the critical path: once the page has loaded.
window.addEventListener(
  'load',
  () => {
    void registerServiceWorker();
    void import('./app/web-vitals').then(({ reportWebVitals }) => reportWebVitals());
  },
  { once: true },
);
